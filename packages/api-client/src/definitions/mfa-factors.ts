// The endpoints of the other second factors: authenticator apps and recovery codes: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { NoBody, SuccessBody } from '../schemas/common.js';
import {
  MfaFactorsResponse,
  MfaVerifyResponse,
  RecoveryCodeBody,
  RecoveryCodesResponse,
  TotpCodeBody,
  TotpConfirmResponse,
  TotpEnrollmentResponse,
} from '../schemas/mfa.js';
import type { Endpoint } from './endpoint.js';

export const mfaFactorsDefinitions = {
  /** The account's second factors, ordered as the MFA step offers them (also while it is pending). */
  getMfaFactors: { method: 'GET', path: '/api/v1/mfa/factors', access: 'user', response: MfaFactorsResponse },
  /** Authenticator apps (TOTP): start and confirm an enrolment, remove, pass the MFA step. */
  startTotpEnrollment: {
    method: 'POST',
    path: '/api/v1/mfa/totp',
    access: 'user',
    body: NoBody,
    response: TotpEnrollmentResponse,
  },
  confirmTotpEnrollment: {
    method: 'POST',
    path: '/api/v1/mfa/totp/confirm',
    access: 'user',
    body: TotpCodeBody,
    response: TotpConfirmResponse,
  },
  removeTotp: { method: 'DELETE', path: '/api/v1/mfa/totp', access: 'user', response: SuccessBody },
  verifyTotp: {
    method: 'POST',
    path: '/api/v1/mfa/totp/verify',
    access: 'user',
    body: TotpCodeBody,
    response: MfaVerifyResponse,
  },
  /** Recovery codes: a new set (the old one dies), and one used at the MFA step. */
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/v1/mfa/recovery_codes',
    access: 'user',
    body: NoBody,
    response: RecoveryCodesResponse,
  },
  verifyRecoveryCode: {
    method: 'POST',
    path: '/api/v1/mfa/recovery_codes/verify',
    access: 'user',
    body: RecoveryCodeBody,
    response: MfaVerifyResponse,
  },
} as const satisfies Record<string, Endpoint>;
