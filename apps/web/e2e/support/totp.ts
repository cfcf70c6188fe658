import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows now for `secret` (RFC 6238: SHA-1, 6 digits, 30 s). */
export const codeNow = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
