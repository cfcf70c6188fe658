import { describe, expect, it } from 'vitest';
import {
  AUTH_STATUSES,
  AuthTransitionError,
  NO_MFA_FLAGS,
  TRANSITIONS,
  canTransition,
  initialAuthState,
  isAuthTransitionError,
  transition,
  type AuthEvent,
  type AuthEventType,
  type AuthState,
  type AuthStatus,
  type MfaFlags,
} from './index.js';

const flags = (set: Partial<MfaFlags> = {}): MfaFlags => ({ ...NO_MFA_FLAGS, ...set });
const session = { token: 'token-1', expiresAt: '2030-01-01T00:00:00Z' };

/** One typical state per status, with the flags that status is normally reached with. */
const TYPICAL: Record<AuthStatus, AuthState> = {
  signedOut: initialAuthState,
  mfaVerificationRequired: {
    ...initialAuthState,
    status: 'mfaVerificationRequired',
    mfa: flags({ verificationRequired: true }),
  },
  mfaRequired: { ...initialAuthState, status: 'mfaRequired', mfa: flags({ required: true }) },
  mfaEnrollmentAvailable: {
    ...initialAuthState,
    status: 'mfaEnrollmentAvailable',
    mfa: flags({ enrollmentAvailable: true }),
  },
  mfaCodeSent: { ...initialAuthState, status: 'mfaCodeSent', mfa: flags({ enrollmentAvailable: true }) },
  mfaFactorChosen: {
    ...initialAuthState,
    status: 'mfaFactorChosen',
    mfa: flags({ verificationRequired: true, required: true }),
    factor: 'totp',
  },
  signedIn: { ...initialAuthState, status: 'signedIn' },
};

const EVENTS: Record<AuthEventType, AuthEvent> = {
  SIGNED_IN: { type: 'SIGNED_IN', session, mfa: flags() },
  SIGNED_UP: { type: 'SIGNED_UP', session, mfaEnrollmentAvailable: false },
  PHONE_ENROLLED: { type: 'PHONE_ENROLLED' },
  CODE_SENT: { type: 'CODE_SENT' },
  MFA_VERIFIED: { type: 'MFA_VERIFIED', mfaToken: 'mfa-token-1' },
  FACTOR_CHOSEN: { type: 'FACTOR_CHOSEN', factor: 'totp' },
  FACTOR_CLEARED: { type: 'FACTOR_CLEARED' },
  MFA_TOKEN_RENEWED: { type: 'MFA_TOKEN_RENEWED', mfaToken: 'mfa-token-2' },
  ENROLLMENT_SKIPPED: { type: 'ENROLLMENT_SKIPPED' },
  MFA_REQUIRED: { type: 'MFA_REQUIRED' },
  UNAUTHORIZED: { type: 'UNAUTHORIZED', returnPath: '/requests/7' },
  SESSION_EXPIRED: { type: 'SESSION_EXPIRED' },
  RETURN_PATH_SAVED: { type: 'RETURN_PATH_SAVED', returnPath: '/requests' },
  DESTINATION_REACHED: { type: 'DESTINATION_REACHED' },
  SIGNED_OUT: { type: 'SIGNED_OUT' },
};

// Written by hand, not derived from TRANSITIONS: the next status for every event in every typical state.
// Columns: signedOut, mfaVerificationRequired, mfaRequired, mfaEnrollmentAvailable, mfaCodeSent,
// mfaFactorChosen, signedIn.
const X = 'rejected';
const VR = 'mfaVerificationRequired';
const FC = 'mfaFactorChosen';
const EXPECTED: Record<AuthEventType, readonly (AuthStatus | typeof X)[]> = {
  SIGNED_IN: ['signedIn', 'signedIn', 'signedIn', 'signedIn', 'signedIn', 'signedIn', X],
  SIGNED_UP: ['signedIn', 'signedIn', 'signedIn', 'signedIn', 'signedIn', 'signedIn', X],
  PHONE_ENROLLED: [X, X, X, 'mfaCodeSent', 'mfaCodeSent', X, X],
  CODE_SENT: [X, 'mfaCodeSent', X, X, 'mfaCodeSent', X, X],
  MFA_VERIFIED: [X, X, X, X, 'signedIn', 'signedIn', X],
  // The typical mfaCodeSent is the enrolment's (no verification required): no factor to choose there.
  FACTOR_CHOSEN: [X, FC, X, X, X, FC, X],
  FACTOR_CLEARED: [X, VR, X, X, X, VR, X],
  MFA_TOKEN_RENEWED: [X, X, X, X, X, X, 'signedIn'],
  ENROLLMENT_SKIPPED: [X, X, X, 'signedIn', 'signedIn', X, X],
  MFA_REQUIRED: [X, VR, 'mfaRequired', 'mfaEnrollmentAvailable', 'mfaCodeSent', FC, 'mfaRequired'],
  UNAUTHORIZED: ['signedOut', 'signedOut', 'signedOut', 'signedOut', 'signedOut', 'signedOut', 'signedOut'],
  SESSION_EXPIRED: [X, 'signedOut', 'signedOut', 'signedOut', 'signedOut', 'signedOut', 'signedOut'],
  RETURN_PATH_SAVED: ['signedOut', VR, 'mfaRequired', 'mfaEnrollmentAvailable', 'mfaCodeSent', FC, X],
  DESTINATION_REACHED: [X, X, X, X, X, X, 'signedIn'],
  SIGNED_OUT: ['signedOut', 'signedOut', 'signedOut', 'signedOut', 'signedOut', 'signedOut', 'signedOut'],
};

const matrix = Object.entries(EXPECTED).flatMap(([type, row]) =>
  AUTH_STATUSES.map((from, column) => [type as AuthEventType, from, row[column]!] as const),
);

describe('transition: every event in every state', () => {
  it.each(matrix)('%s in %s → %s', (type, from, expected) => {
    const run = () => transition(TYPICAL[from], EVENTS[type]);
    if (expected === X) {
      expect(run).toThrow(AuthTransitionError);
      expect(canTransition(TYPICAL[from], type)).toBe(false);
    } else {
      expect(run().status).toBe(expected);
      expect(canTransition(TYPICAL[from], type)).toBe(true);
    }
  });

  it('has exactly one rule per event and status', () => {
    const pairs = TRANSITIONS.flatMap((row) => row.from.map((from) => `${row.event}/${from}`));
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('sign-in', () => {
  it.each([
    [flags(), 'signedIn'],
    [flags({ verificationRequired: true }), 'mfaVerificationRequired'],
    [flags({ verificationRequired: true, required: true }), 'mfaVerificationRequired'],
    [flags({ verificationRequired: true, enrollmentAvailable: true }), 'mfaVerificationRequired'],
    [flags({ required: true }), 'mfaRequired'],
    [flags({ enrollmentAvailable: true }), 'mfaEnrollmentAvailable'],
    [flags({ required: true, enrollmentAvailable: true }), 'mfaEnrollmentAvailable'],
  ] as const)('answer flags %j → %s', (mfa, status) => {
    const next = transition(initialAuthState, { type: 'SIGNED_IN', session, mfa });
    expect(next).toEqual({ status, mfa, redirectToOnboarding: false, returnPath: null });
  });

  it('keeps the saved return path and resets the onboarding flag', () => {
    const pending = {
      ...TYPICAL.mfaEnrollmentAvailable,
      redirectToOnboarding: true,
      returnPath: '/requests/7',
    };
    const next = transition(pending, EVENTS.SIGNED_IN);
    expect(next).toMatchObject({
      status: 'signedIn',
      returnPath: '/requests/7',
      redirectToOnboarding: false,
    });
  });
});

describe('sign-up', () => {
  it('signs in and sets the onboarding redirect flag when enrollment is available', () => {
    const next = transition(initialAuthState, { type: 'SIGNED_UP', session, mfaEnrollmentAvailable: true });
    expect(next).toEqual({
      status: 'mfaEnrollmentAvailable',
      mfa: flags({ enrollmentAvailable: true }),
      redirectToOnboarding: true,
      returnPath: null,
    });
  });

  it('signs in without the flag otherwise', () => {
    const next = transition(initialAuthState, EVENTS.SIGNED_UP);
    expect(next).toEqual({ ...initialAuthState, status: 'signedIn' });
  });
});

describe('the MFA steps', () => {
  it('verification: code sent, then verified, clears the flags and keeps where to go', () => {
    let state = transition(
      { ...initialAuthState, returnPath: '/requests/7' },
      { type: 'SIGNED_IN', session, mfa: flags({ verificationRequired: true, required: true }) },
    );
    state = transition(state, EVENTS.CODE_SENT);
    state = transition(state, EVENTS.CODE_SENT); // resend
    expect(state.status).toBe('mfaCodeSent');
    state = transition(state, EVENTS.MFA_VERIFIED);
    expect(state).toEqual({ ...initialAuthState, status: 'signedIn', returnPath: '/requests/7' });
  });

  it('enrollment after sign-up keeps the onboarding flag through verification', () => {
    let state = transition(initialAuthState, { type: 'SIGNED_UP', session, mfaEnrollmentAvailable: true });
    state = transition(state, EVENTS.PHONE_ENROLLED);
    state = transition(state, EVENTS.MFA_VERIFIED);
    expect(state).toMatchObject({ status: 'signedIn', redirectToOnboarding: true, mfa: NO_MFA_FLAGS });
  });

  it('a signed-in user who skipped enrollment may still enroll', () => {
    const skipped = transition(TYPICAL.mfaEnrollmentAvailable, EVENTS.ENROLLMENT_SKIPPED);
    expect(skipped).toEqual({ ...TYPICAL.mfaEnrollmentAvailable, status: 'signedIn' });
    expect(transition(skipped, EVENTS.PHONE_ENROLLED).status).toBe('mfaCodeSent');
  });

  it('rejects enrolling a phone without enrollment available, naming the unmet condition', () => {
    const error = (() => {
      try {
        transition(TYPICAL.signedIn, EVENTS.PHONE_ENROLLED);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AuthTransitionError);
    expect(error).toMatchObject({
      from: 'signedIn',
      event: 'PHONE_ENROLLED',
      unmet: 'enrollment is available',
    });
  });

  it.each([
    ['required', flags({ enrollmentAvailable: true, required: true })],
    ['verification required', flags({ enrollmentAvailable: true, verificationRequired: true })],
  ])('rejects skipping enrollment when MFA is %s', (_, mfa) => {
    for (const status of ['mfaEnrollmentAvailable', 'mfaCodeSent'] as const) {
      expect(() => transition({ ...initialAuthState, status, mfa }, EVENTS.ENROLLMENT_SKIPPED)).toThrow(
        /ENROLLMENT_SKIPPED is not allowed in .* \(needs: MFA is optional/,
      );
    }
  });
});

describe('choosing a factor', () => {
  const verifying = (mfa = flags({ verificationRequired: true, required: true })) =>
    transition({ ...initialAuthState, returnPath: '/requests/7' }, { type: 'SIGNED_IN', session, mfa });

  it('an authenticator app or a recovery code: the chosen step, then signed in with the factor cleared', () => {
    for (const factor of ['totp', 'recovery_code', 'passkey'] as const) {
      const chosen = transition(verifying(), { type: 'FACTOR_CHOSEN', factor });
      expect(chosen).toMatchObject({ status: 'mfaFactorChosen', factor });
      const done = transition(chosen, EVENTS.MFA_VERIFIED);
      expect(done).toEqual({ ...initialAuthState, status: 'signedIn', returnPath: '/requests/7' });
      expect('factor' in done).toBe(false);
    }
  });

  it('the text message keeps the spec’s steps: send a code, then verify it', () => {
    let state = transition(verifying(), { type: 'FACTOR_CHOSEN', factor: 'sms' });
    expect(state).toMatchObject({ status: 'mfaVerificationRequired', factor: 'sms' });
    state = transition(state, EVENTS.CODE_SENT);
    expect(state).toMatchObject({ status: 'mfaCodeSent', factor: 'sms' });
    expect(transition(state, EVENTS.MFA_VERIFIED).status).toBe('signedIn');
  });

  it('"try another way" goes back to the choice from any verifying step', () => {
    const app = transition(verifying(), { type: 'FACTOR_CHOSEN', factor: 'totp' });
    const back = transition(app, EVENTS.FACTOR_CLEARED);
    expect(back).toEqual(verifying());
    const texted = transition(transition(back, { type: 'FACTOR_CHOSEN', factor: 'sms' }), EVENTS.CODE_SENT);
    expect(transition(texted, { type: 'FACTOR_CHOSEN', factor: 'recovery_code' })).toMatchObject({
      status: 'mfaFactorChosen',
      factor: 'recovery_code',
    });
  });

  it('rejects a choice during enrolment, where there is nothing to verify yet', () => {
    expect(() => transition(TYPICAL.mfaCodeSent, EVENTS.FACTOR_CHOSEN)).toThrow(
      /FACTOR_CHOSEN is not allowed in mfaCodeSent \(needs: verification is required\)/,
    );
  });

  it('a new sign-in forgets the choice', () => {
    expect('factor' in transition(TYPICAL.mfaFactorChosen, EVENTS.SIGNED_IN)).toBe(false);
  });

  it('a factor enrolled while signed in only renews the MFA token', () => {
    expect(transition(TYPICAL.signedIn, EVENTS.MFA_TOKEN_RENEWED)).toEqual(TYPICAL.signedIn);
  });
});

describe('MFA required (401 "MFA authentication required")', () => {
  it('sets the flag and keeps a pending step as it is', () => {
    const next = transition(TYPICAL.mfaCodeSent, EVENTS.MFA_REQUIRED);
    expect(next).toEqual({
      ...TYPICAL.mfaCodeSent,
      mfa: flags({ enrollmentAvailable: true, required: true }),
    });
  });

  it('makes optional enrollment mandatory for a signed-in user who skipped it', () => {
    const skipped = { ...TYPICAL.signedIn, mfa: flags({ enrollmentAvailable: true }) };
    const next = transition(skipped, EVENTS.MFA_REQUIRED);
    expect(next.status).toBe('mfaEnrollmentAvailable');
    expect(canTransition(next, 'ENROLLMENT_SKIPPED')).toBe(false);
  });
});

describe('leaving', () => {
  const busy: AuthState = { ...TYPICAL.mfaCodeSent, redirectToOnboarding: true, returnPath: '/requests' };

  it('401: signed out with the return path saved', () => {
    expect(transition(busy, EVENTS.UNAUTHORIZED)).toEqual({ ...initialAuthState, returnPath: '/requests/7' });
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'requests', '/\tx'])(
    '401: drops a return path that could leave the site: %j',
    (returnPath) => {
      expect(transition(busy, { type: 'UNAUTHORIZED', returnPath }).returnPath).toBeNull();
    },
  );

  it.each(['/', '/sign-in', '/sign-in?x=1', '/sign-up', '/sign-up/acme', '/mfa-enrollment'])(
    '401: drops a return path that is a sign-in step, not a page: %j',
    (returnPath) => {
      expect(transition(busy, { type: 'UNAUTHORIZED', returnPath }).returnPath).toBeNull();
    },
  );

  it.each(['/sign-inside', '/requests?from=/sign-in', '/dashboard'])(
    '401: keeps a page path: %j',
    (returnPath) => {
      expect(transition(busy, { type: 'UNAUTHORIZED', returnPath }).returnPath).toBe(returnPath);
    },
  );

  it('expiry: signed out, the saved return path kept', () => {
    expect(transition(busy, EVENTS.SESSION_EXPIRED)).toEqual({
      ...initialAuthState,
      returnPath: '/requests',
    });
  });

  it('sign-out: everything cleared', () => {
    expect(transition(busy, EVENTS.SIGNED_OUT)).toEqual(initialAuthState);
  });

  it('reaching the destination uses up the return path and the onboarding flag', () => {
    const arrived = { ...TYPICAL.signedIn, redirectToOnboarding: true, returnPath: '/requests' };
    expect(transition(arrived, EVENTS.DESTINATION_REACHED)).toEqual(TYPICAL.signedIn);
  });
});

describe('AuthTransitionError', () => {
  it('names the status and the event type but never the event payload', () => {
    let error: unknown;
    try {
      transition(initialAuthState, { type: 'MFA_VERIFIED', mfaToken: 'secret-mfa-token' });
    } catch (caught) {
      error = caught;
    }
    expect(isAuthTransitionError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'AuthTransitionError', from: 'signedOut', event: 'MFA_VERIFIED' });
    expect(String(error)).toBe('AuthTransitionError: Auth: MFA_VERIFIED is not allowed in signedOut');
    expect(JSON.stringify(error)).not.toContain('secret');
  });

  it('is not confused with other errors', () => {
    expect(isAuthTransitionError(new Error('x'))).toBe(false);
  });
});
