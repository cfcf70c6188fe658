import { describe, expect, it } from 'vitest';
import {
  AUTH_ROUTES,
  NO_MFA_FLAGS,
  destinationAfterAuth,
  guardGuestOnly,
  guardMfaEnrollment,
  requireAuth,
  resolveRoot,
  type AuthStatus,
  type AuthView,
  type GuardDecision,
  type MfaFlags,
} from './index.js';

function view(status: AuthStatus, mfa: Partial<MfaFlags> = {}, more: Partial<AuthView> = {}): AuthView {
  return {
    status,
    mfa: { ...NO_MFA_FLAGS, ...mfa },
    redirectToOnboarding: false,
    returnPath: null,
    authenticated: status !== 'signedOut',
    ...more,
  };
}
const expired = { authenticated: false };
const allow: GuardDecision = { type: 'allow' };
const to = (path: string, saveReturnPath: string | null = null): GuardDecision => ({
  type: 'redirect',
  to: path,
  saveReturnPath,
});

it('uses the spec’s routes', () => {
  expect(AUTH_ROUTES).toEqual({
    root: '/',
    signIn: '/sign-in',
    dashboard: '/dashboard',
    mfaEnrollment: '/mfa-enrollment',
    onboarding: '/welcome',
  });
});

describe('guardMfaEnrollment (/mfa-enrollment)', () => {
  it.each([
    ['signed out', view('signedOut'), to('/sign-in')],
    ['signed out, flags left over', view('signedOut', { enrollmentAvailable: true }), to('/sign-in')],
    ['signed in, no MFA flag', view('signedIn'), to('/sign-in')],
    ['signed in, enrollment available', view('signedIn', { enrollmentAvailable: true }), allow],
    ['verification required', view('mfaVerificationRequired', { verificationRequired: true }), allow],
    ['enrollment available', view('mfaEnrollmentAvailable', { enrollmentAvailable: true }), allow],
    ['code sent, enrolling', view('mfaCodeSent', { enrollmentAvailable: true }), allow],
    ['code sent, verifying', view('mfaCodeSent', { verificationRequired: true }), allow],
    ['MFA required only', view('mfaRequired', { required: true }), to('/sign-in')],
    [
      'enrollment available but token expired',
      view('mfaEnrollmentAvailable', { enrollmentAvailable: true }, expired),
      to('/sign-in'),
    ],
    [
      'verification required but token expired',
      view('mfaVerificationRequired', { verificationRequired: true }, expired),
      to('/sign-in'),
    ],
  ])('%s', (_, input, decision) => {
    expect(guardMfaEnrollment(input)).toEqual(decision);
  });
});

describe('guardGuestOnly (/sign-in, /sign-up)', () => {
  it.each([
    ['signed out', view('signedOut'), allow],
    ['signed in', view('signedIn'), to('/dashboard')],
    ['signed in, token expired', view('signedIn', {}, expired), allow],
    ['verification pending', view('mfaVerificationRequired', { verificationRequired: true }), allow],
    ['MFA required', view('mfaRequired', { required: true }), allow],
    ['enrollment offered', view('mfaEnrollmentAvailable', { enrollmentAvailable: true }), allow],
    ['code sent', view('mfaCodeSent', { verificationRequired: true }), allow],
  ])('%s', (_, input, decision) => {
    expect(guardGuestOnly(input)).toEqual(decision);
  });
});

describe('requireAuth (auth-required routes)', () => {
  it.each([
    ['signed out', view('signedOut'), '/requests/7', false, to('/sign-in', '/requests/7')],
    [
      'signed out, query and hash kept',
      view('signedOut'),
      '/requests?t=1#x',
      false,
      to('/sign-in', '/requests?t=1#x'),
    ],
    ['signed out, from the root', view('signedOut'), '/dashboard', true, to('/sign-in')],
    ['signed out, unsafe path', view('signedOut'), '//evil.example', false, to('/sign-in')],
    ['token expired', view('signedIn', {}, expired), '/requests', false, to('/sign-in', '/requests')],
    ['signed in', view('signedIn'), '/requests', false, allow],
    ['signed in, from the root', view('signedIn'), '/dashboard', true, allow],
    [
      'verification pending',
      view('mfaVerificationRequired', { verificationRequired: true }),
      '/requests',
      false,
      to('/mfa-enrollment', '/requests'),
    ],
    [
      'verification pending, from the root',
      view('mfaVerificationRequired', { verificationRequired: true }),
      '/dashboard',
      true,
      to('/mfa-enrollment'),
    ],
    [
      'enrollment offered',
      view('mfaEnrollmentAvailable', { enrollmentAvailable: true }),
      '/requests',
      false,
      to('/mfa-enrollment', '/requests'),
    ],
    [
      'code sent',
      view('mfaCodeSent', { enrollmentAvailable: true }),
      '/requests',
      false,
      to('/mfa-enrollment', '/requests'),
    ],
    [
      'MFA required only',
      view('mfaRequired', { required: true }),
      '/requests',
      false,
      to('/sign-in', '/requests'),
    ],
  ])('%s: %s', (_, input, path, fromRoot, decision) => {
    expect(requireAuth(input, path, { fromRoot })).toEqual(decision);
  });

  it('treats a missing fromRoot as false', () => {
    expect(requireAuth(view('signedOut'), '/requests')).toEqual(to('/sign-in', '/requests'));
  });
});

describe('resolveRoot (/)', () => {
  it.each([
    [view('signedOut'), '/sign-in'],
    [view('signedIn'), '/dashboard'],
    [view('signedIn', {}, expired), '/sign-in'],
    [view('mfaVerificationRequired', { verificationRequired: true }), '/dashboard'],
  ])('%j → %s', (input, path) => {
    expect(resolveRoot(input)).toBe(path);
  });
});

describe('destinationAfterAuth', () => {
  it.each([
    ['signed out', view('signedOut', {}, { returnPath: '/requests' }), '/sign-in'],
    ['signed in', view('signedIn'), '/dashboard'],
    ['signed in, return path', view('signedIn', {}, { returnPath: '/requests/7' }), '/requests/7'],
    ['signed in, onboarding', view('signedIn', {}, { redirectToOnboarding: true }), '/welcome'],
    [
      'signed in, onboarding before the return path',
      view('signedIn', {}, { redirectToOnboarding: true, returnPath: '/requests' }),
      '/welcome',
    ],
    [
      'verification pending',
      view('mfaVerificationRequired', { verificationRequired: true }),
      '/mfa-enrollment',
    ],
    ['enrollment offered', view('mfaEnrollmentAvailable', { enrollmentAvailable: true }), '/mfa-enrollment'],
    ['code sent', view('mfaCodeSent', { verificationRequired: true }), '/mfa-enrollment'],
    ['MFA required only', view('mfaRequired', { required: true }), '/sign-in'],
  ])('%s → %s', (_, input, path) => {
    expect(destinationAfterAuth(input)).toBe(path);
  });
});
