import { isIP } from 'node:net';
import type { CheckedEnv } from '../config-schema.js';

/** Who the passkeys belong to (WebAuthn's relying party): the site's domain and the origins allowed to ask. */
export interface RelyingParty {
  /** The RP ID: a registrable domain (never an IP address: browsers refuse one), e.g. `concierge.example`. */
  rpId: string;
  /** Shown by the browser and the authenticator next to the passkey. */
  rpName: string;
  /** Origins whose ceremonies are accepted (the web app and the console share the public URL's origin). */
  origins: string[];
}

export const RP_NAME = 'Concierge';

/**
 * The relying party of a deployment at `publicUrl`: its host and origin. Browsers refuse an IP address as an
 * RP ID, so a loopback address (the demo's `http://127.0.0.1:3000`) becomes `localhost`, and the same port on
 * `http://localhost` is accepted: passkeys work there (a secure context), not on `127.0.0.1`.
 */
export function relyingPartyFor(publicUrl: string): RelyingParty {
  // A bare IPv6 host (`HOST=::1`) makes no parseable address: read it as loopback.
  const url = URL.canParse(publicUrl) ? new URL(publicUrl) : new URL('http://127.0.0.1');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 0) return { rpId: host, rpName: RP_NAME, origins: [url.origin] };
  const localhost = new URL(url.origin);
  localhost.hostname = 'localhost';
  return { rpId: 'localhost', rpName: RP_NAME, origins: [url.origin, localhost.origin] };
}

/** `WEBAUTHN_RP_ID` and `WEBAUTHN_ORIGINS` override what the public URL gives. */
export function relyingPartyFromEnv(env: CheckedEnv, publicUrl: string): RelyingParty {
  const derived = relyingPartyFor(publicUrl);
  const origins = (env.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    rpId: env.WEBAUTHN_RP_ID ?? derived.rpId,
    rpName: derived.rpName,
    origins: origins.length > 0 ? origins : derived.origins,
  };
}
