import type { MfaFactorKind } from '@concierge/api-client';
import { toReturnPath } from './return-path.js';

/**
 * Every state of the auth flow. The ones in the middle are a pending MFA step; `mfaFactorChosen`
 * is the step of a factor other than the texted code (an authenticator app, a recovery code).
 */
export const AUTH_STATUSES = [
  'signedOut',
  'mfaVerificationRequired',
  'mfaRequired',
  'mfaEnrollmentAvailable',
  'mfaCodeSent',
  'mfaFactorChosen',
  'signedIn',
] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

/** The statuses in which an MFA step is pending: a token exists but the user is not through yet. */
export const MFA_PENDING_STATUSES = [
  'mfaVerificationRequired',
  'mfaRequired',
  'mfaEnrollmentAvailable',
  'mfaCodeSent',
  'mfaFactorChosen',
] as const satisfies readonly AuthStatus[];

/** The MFA flags of the sign-in answer, kept so the guards and a reload can read them. */
export interface MfaFlags {
  verificationRequired: boolean;
  required: boolean;
  enrollmentAvailable: boolean;
}

/** The machine's state; persisted as is (see `STORAGE_KEYS.flow`). Tokens live in the session, not here. */
export interface AuthState {
  status: AuthStatus;
  mfa: MfaFlags;
  /** Set at sign-up when enrollment is available: once the MFA step is done, go to onboarding. */
  redirectToOnboarding: boolean;
  /** Where to go after signing in: saved by a 401 or by the auth-required guard. */
  returnPath: string | null;
  /**
   * The second factor chosen at the MFA step, when the account has more than one; absent until
   * a choice is made, and after the step. `sms` keeps the texted-code steps; the others are `mfaFactorChosen`.
   */
  factor?: MfaFactorKind | undefined;
}

export const NO_MFA_FLAGS: MfaFlags = Object.freeze({
  verificationRequired: false,
  required: false,
  enrollmentAvailable: false,
});

export const initialAuthState: AuthState = Object.freeze({
  status: 'signedOut',
  mfa: NO_MFA_FLAGS,
  redirectToOnboarding: false,
  returnPath: null,
});

/** A token as sign-in and sign-up return it. */
export interface NewSession {
  token: string;
  expiresAt: string;
}

/** What happened. Events carry the tokens the store must write; the machine itself never reads them. */
export type AuthEvent =
  | { type: 'SIGNED_IN'; session: NewSession & { mfaToken?: string | undefined }; mfa: MfaFlags }
  | { type: 'SIGNED_UP'; session: NewSession; mfaEnrollmentAvailable: boolean }
  | { type: 'PHONE_ENROLLED' }
  | { type: 'CODE_SENT' }
  | { type: 'MFA_VERIFIED'; mfaToken: string }
  | { type: 'FACTOR_CHOSEN'; factor: MfaFactorKind }
  | { type: 'FACTOR_CLEARED' }
  | { type: 'MFA_TOKEN_RENEWED'; mfaToken: string }
  | { type: 'ENROLLMENT_SKIPPED' }
  | { type: 'MFA_REQUIRED' }
  | { type: 'UNAUTHORIZED'; returnPath: string }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'RETURN_PATH_SAVED'; returnPath: string }
  | { type: 'DESTINATION_REACHED' }
  | { type: 'SIGNED_OUT' };
export type AuthEventType = AuthEvent['type'];
type EventOf<T extends AuthEventType> = Extract<AuthEvent, { type: T }>;

/** One row of the transition table: from any of `from`, if `when` holds, `event` leads to `to`. */
export interface TransitionRule<T extends AuthEventType = AuthEventType> {
  event: T;
  from: readonly AuthStatus[];
  when?: { label: string; test: (state: AuthState) => boolean } | undefined;
  to: { label: string; next: (state: AuthState, event: EventOf<T>) => AuthState };
}
type AnyRule = { [T in AuthEventType]: TransitionRule<T> }[AuthEventType];

/** Which pending step the flags call for; verification first, since an enrolled user cannot enroll again. */
export function statusForMfa(mfa: MfaFlags): AuthStatus {
  if (mfa.verificationRequired) return 'mfaVerificationRequired';
  if (mfa.enrollmentAvailable) return 'mfaEnrollmentAvailable';
  if (mfa.required) return 'mfaRequired';
  return 'signedIn';
}

/** True while an MFA step is pending. */
export function isMfaPending(status: AuthStatus): boolean {
  return (MFA_PENDING_STATUSES as readonly AuthStatus[]).includes(status);
}

const rule = <T extends AuthEventType>(row: TransitionRule<T>) => row as unknown as AnyRule;
/** The state without a chosen factor: the MFA step is over, or starts again from the choice. */
const withoutFactor = ({ factor: _factor, ...state }: AuthState): AuthState => state;
const VERIFYING = ['mfaVerificationRequired', 'mfaCodeSent', 'mfaFactorChosen'] as const;
const verifying = {
  label: 'verification is required',
  test: (state: AuthState) => state.mfa.verificationRequired,
};
const PENDING = MFA_PENDING_STATUSES;
const NOT_SIGNED_IN = ['signedOut', ...PENDING] as const;
const ANY = AUTH_STATUSES;

/** The whole machine, as data. The README's table is rendered from this array (a test checks it). */
export const TRANSITIONS: readonly AnyRule[] = [
  rule({
    event: 'SIGNED_IN',
    from: NOT_SIGNED_IN,
    to: {
      label: 'by the answer’s MFA flags (see below)',
      next: (state, event) => ({
        status: statusForMfa(event.mfa),
        mfa: { ...event.mfa },
        redirectToOnboarding: false,
        returnPath: state.returnPath,
      }),
    },
  }),
  rule({
    event: 'SIGNED_UP',
    from: NOT_SIGNED_IN,
    to: {
      label:
        '`mfaEnrollmentAvailable` with the onboarding flag set if enrollment is available, else `signedIn`',
      next: (state, event) => ({
        status: event.mfaEnrollmentAvailable ? 'mfaEnrollmentAvailable' : 'signedIn',
        mfa: { ...NO_MFA_FLAGS, enrollmentAvailable: event.mfaEnrollmentAvailable },
        redirectToOnboarding: event.mfaEnrollmentAvailable,
        returnPath: state.returnPath,
      }),
    },
  }),
  rule({
    event: 'PHONE_ENROLLED',
    from: ['mfaEnrollmentAvailable', 'mfaCodeSent', 'signedIn'],
    when: { label: 'enrollment is available', test: (state) => state.mfa.enrollmentAvailable },
    to: { label: '`mfaCodeSent`', next: (state) => ({ ...state, status: 'mfaCodeSent' }) },
  }),
  rule({
    event: 'CODE_SENT',
    from: ['mfaVerificationRequired', 'mfaCodeSent'],
    to: { label: '`mfaCodeSent`', next: (state) => ({ ...state, status: 'mfaCodeSent' }) },
  }),
  rule({
    event: 'MFA_VERIFIED',
    from: ['mfaCodeSent', 'mfaFactorChosen'],
    to: {
      label: '`signedIn`, MFA flags and chosen factor cleared (MFA token stored, user reloaded)',
      next: (state) => ({ ...withoutFactor(state), status: 'signedIn', mfa: NO_MFA_FLAGS }),
    },
  }),
  rule({
    event: 'FACTOR_CHOSEN',
    from: VERIFYING,
    when: verifying,
    to: {
      label:
        '`mfaVerificationRequired` for `sms` (the texted-code steps), else `mfaFactorChosen`; factor kept',
      next: (state, event) => ({
        ...state,
        status: event.factor === 'sms' ? 'mfaVerificationRequired' : 'mfaFactorChosen',
        factor: event.factor,
      }),
    },
  }),
  rule({
    event: 'FACTOR_CLEARED',
    from: VERIFYING,
    when: verifying,
    to: {
      label: '`mfaVerificationRequired`, no factor chosen (the choice again)',
      next: (state) => ({ ...withoutFactor(state), status: 'mfaVerificationRequired' }),
    },
  }),
  rule({
    event: 'MFA_TOKEN_RENEWED',
    from: ['signedIn'],
    // Enrolling a factor while signed in (an authenticator app) gives the session a new MFA token.
    to: { label: 'unchanged (new MFA token stored)', next: (state) => state },
  }),
  rule({
    event: 'ENROLLMENT_SKIPPED',
    from: ['mfaEnrollmentAvailable', 'mfaCodeSent'],
    when: {
      label: 'MFA is optional (enrollment available, neither required nor verification required)',
      test: ({ mfa }) => mfa.enrollmentAvailable && !mfa.required && !mfa.verificationRequired,
    },
    // The flags stay: enrollment remains available, so the MFA page stays open to the user.
    to: { label: '`signedIn`', next: (state) => ({ ...state, status: 'signedIn' }) },
  }),
  rule({
    event: 'MFA_REQUIRED',
    from: ['signedIn'],
    to: {
      label: 'by the MFA flags with `required` set (see below)',
      next: (state) => {
        const mfa = { ...state.mfa, required: true };
        return { ...state, status: statusForMfa(mfa), mfa };
      },
    },
  }),
  rule({
    event: 'MFA_REQUIRED',
    from: PENDING,
    // A background call answering "MFA required" must not break the step the user is in the middle of.
    to: {
      label: 'unchanged, `required` flag set',
      next: (state) => ({ ...state, mfa: { ...state.mfa, required: true } }),
    },
  }),
  rule({
    event: 'UNAUTHORIZED',
    // From `signedOut` too: parallel calls can each answer 401.
    from: ANY,
    to: {
      label: '`signedOut`, session cleared, return path saved',
      next: (_state, event) => ({ ...initialAuthState, returnPath: toReturnPath(event.returnPath) }),
    },
  }),
  rule({
    event: 'SESSION_EXPIRED',
    from: ['signedIn', ...PENDING],
    to: {
      label: '`signedOut`, session cleared, return path kept',
      next: (state) => ({ ...initialAuthState, returnPath: state.returnPath }),
    },
  }),
  rule({
    event: 'RETURN_PATH_SAVED',
    from: NOT_SIGNED_IN,
    to: {
      label: 'unchanged, return path saved',
      next: (state, event) => ({ ...state, returnPath: toReturnPath(event.returnPath) }),
    },
  }),
  rule({
    event: 'DESTINATION_REACHED',
    from: ['signedIn'],
    to: {
      label: '`signedIn`, return path and onboarding flag cleared',
      next: (state) => ({ ...state, redirectToOnboarding: false, returnPath: null }),
    },
  }),
  rule({
    event: 'SIGNED_OUT',
    from: ANY,
    to: { label: '`signedOut`, everything cleared', next: () => initialAuthState },
  }),
];

/** Thrown for an event the current state does not accept: impossible transitions are never ignored. */
export class AuthTransitionError extends Error {
  override readonly name = 'AuthTransitionError';
  /** The status the event arrived in. */
  readonly from: AuthStatus;
  /** Only the event's type: events can carry tokens, which must never reach an error message or a log. */
  readonly event: AuthEventType;
  /** The unmet condition, when the status accepts the event only under one. */
  readonly unmet: string | undefined;

  constructor(from: AuthStatus, event: AuthEventType, unmet?: string) {
    super(`Auth: ${event} is not allowed in ${from}${unmet ? ` (needs: ${unmet})` : ''}`);
    this.from = from;
    this.event = event;
    this.unmet = unmet;
  }
}

/** True for an {@link AuthTransitionError}, also across bundle copies. */
export function isAuthTransitionError(value: unknown): value is AuthTransitionError {
  return value instanceof Error && value.name === 'AuthTransitionError' && 'from' in value;
}

function findRule(state: AuthState, type: AuthEventType): AnyRule | AuthTransitionError {
  const row = TRANSITIONS.find((r) => r.event === type && r.from.includes(state.status));
  if (!row) return new AuthTransitionError(state.status, type);
  if (row.when && !row.when.test(state)) return new AuthTransitionError(state.status, type, row.when.label);
  return row;
}

/** True when `transition(state, { type })` would succeed. */
export function canTransition(state: AuthState, type: AuthEventType): boolean {
  return !(findRule(state, type) instanceof AuthTransitionError);
}

/** Throws the {@link AuthTransitionError} `transition` would, without needing the event's payload. */
export function assertTransition(state: AuthState, type: AuthEventType): void {
  const row = findRule(state, type);
  if (row instanceof AuthTransitionError) throw row;
}

/**
 * The next state; throws {@link AuthTransitionError} when the event is impossible in this state.
 * @example transition(initialAuthState, { type: 'SIGNED_OUT' }) // → initialAuthState
 */
export function transition(state: AuthState, event: AuthEvent): AuthState {
  const row = findRule(state, event.type);
  if (row instanceof AuthTransitionError) throw row;
  return (row.to.next as (state: AuthState, event: AuthEvent) => AuthState)(state, event);
}
