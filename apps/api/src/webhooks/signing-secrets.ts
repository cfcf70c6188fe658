import { randomBytes } from 'node:crypto';
import { sealedSecrets, type KeyContext, type SecretBox } from '../mfa/secret-box.js';

/**
 * Endpoints' signing secrets at rest. A secret must be usable to sign every delivery, so it cannot be kept
 * as a digest: it is sealed like authenticator-app secrets (mfa/secret-box.ts: AES-256-GCM, a key derived
 * from `MFA_SECRET_KEY` under its own label), with the endpoint's id as the additional data: a sealed secret
 * copied onto another endpoint's row does not open. No new secret to provision, and a database copy alone
 * does not hold the signing secrets.
 */
const WEBHOOK_SECRETS = { keyLabel: 'concierge webhook signing secrets v1', aadPrefix: 'webhook' };

/** A new secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Seals and opens endpoints' signing secrets (by endpoint id). */
export type SigningSecretBox = SecretBox;

/** The box with its key loaded. Get it before a transaction (PGlite has one connection). */
export const signingSecretBox = (context: KeyContext): Promise<SigningSecretBox> =>
  sealedSecrets(context, WEBHOOK_SECRETS);
