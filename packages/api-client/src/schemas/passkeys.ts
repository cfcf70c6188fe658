import { z } from './zod.js';
import { Id, Timestamp, VALIDATION_TEXTS as T } from './common.js';
import { PASSKEY_NAME_MAX } from '../constants.js';

// Passkeys: WebAuthn's JSON forms of the ceremony options and the browser's answers
// (WebAuthn Level 3 `toJSON()` / `parseCreationOptionsFromJSON`), plus the account's list of passkeys.
// Objects are loose: browsers and authenticators add members over time, and the server's WebAuthn library
// reads what it knows; every binary value is base64url.

const Base64Url = z.string().regex(/^[\w-]*$/, { message: T.base64url });
/** Bounded, since every byte of an answer is parsed before its signature can be checked. */
const Blob = Base64Url.max(16_384);
const CredentialId = Base64Url.min(1).max(1_366);

const CredentialDescriptor = z.looseObject({
  id: CredentialId,
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** What `navigator.credentials.create()` needs, as JSON. */
export const PasskeyCreationOptions = z.looseObject({
  challenge: Base64Url,
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
  user: z.looseObject({ id: Base64Url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(CredentialDescriptor).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptions>;

/** What `navigator.credentials.get()` needs, as JSON. */
export const PasskeyRequestOptions = z.looseObject({
  challenge: Base64Url,
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(CredentialDescriptor).optional(),
  userVerification: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptions>;

/** A new passkey, as the browser answers `create()`. */
export const PasskeyRegistrationCredential = z.looseObject({
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: Blob,
    attestationObject: Blob,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().optional(),
});
export type PasskeyRegistrationCredential = z.input<typeof PasskeyRegistrationCredential>;

/** A signed challenge, as the browser answers `get()`. */
export const PasskeyAssertion = z.looseObject({
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: Blob,
    authenticatorData: Blob,
    signature: Blob,
    userHandle: Base64Url.max(128).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().optional(),
});
export type PasskeyAssertion = z.input<typeof PasskeyAssertion>;

/** The name a person gives a passkey ("Work laptop"). */
export const PasskeyName = z
  .string()
  .trim()
  .min(1, { message: T.passkeyName })
  .max(PASSKEY_NAME_MAX, { message: T.passkeyNameTooLong });

/** One passkey of the account. Nothing of the key itself is sent back. */
export const Passkey = z.object({
  id: Id,
  name: z.string(),
  created_at: Timestamp,
  last_used_at: Timestamp.nullable(),
  /** Synced between the person's devices (a multi-device passkey) rather than bound to one authenticator. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

export const PasskeysResponse = z.object({ passkeys: z.array(Passkey) });
export type PasskeysResponse = z.infer<typeof PasskeysResponse>;

export const PasskeyResponse = z.object({ passkey: Passkey });
export type PasskeyResponse = z.infer<typeof PasskeyResponse>;

/**
 * A new passkey. The account's first second factor also brings its 10 recovery codes, shown this once
 * (as confirming an authenticator app does); `null` when the account already has a set.
 */
export const RegisterPasskeyResponse = z.object({
  passkey: Passkey,
  recovery_codes: z.array(z.string()).nullable(),
});
export type RegisterPasskeyResponse = z.infer<typeof RegisterPasskeyResponse>;

export const PasskeyCreationOptionsResponse = z.object({ options: PasskeyCreationOptions });
export type PasskeyCreationOptionsResponse = z.infer<typeof PasskeyCreationOptionsResponse>;

export const PasskeyRequestOptionsResponse = z.object({ options: PasskeyRequestOptions });
export type PasskeyRequestOptionsResponse = z.infer<typeof PasskeyRequestOptionsResponse>;

export const RegisterPasskeyBody = z.object({
  passkey: z.object({ name: PasskeyName, credential: PasskeyRegistrationCredential }),
});
export type RegisterPasskeyBody = z.input<typeof RegisterPasskeyBody>;

export const RenamePasskeyBody = z.object({ passkey: z.object({ name: PasskeyName }) });
export type RenamePasskeyBody = z.input<typeof RenamePasskeyBody>;

/** The second factor: a signed challenge of this session. */
export const PasskeyMfaBody = z.object({ credential: PasskeyAssertion });
export type PasskeyMfaBody = z.input<typeof PasskeyMfaBody>;

/** Sign-in without a password; `staff_only` as in the password sign-in (the console). */
export const PasskeySignInBody = z.object({
  credential: PasskeyAssertion,
  staff_only: z.boolean().optional(),
});
export type PasskeySignInBody = z.input<typeof PasskeySignInBody>;
