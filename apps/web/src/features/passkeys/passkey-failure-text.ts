import { PasskeyCancelled } from '@concierge/ui';
import { PASSKEY_TEXTS as P } from './passkey-texts';

// Apart from the ceremonies (passkey-ceremonies.ts), which /sign-in loads only with `import()`: the MFA step
// imports this statically, and a module imported both ways would cost every first load a namespace helper.

/** A failed ceremony as the person should read it: a cancelled one says so, anything else its message. */
export function passkeyFailureText(failure: unknown): string {
  if (failure instanceof PasskeyCancelled) return P.cancelled;
  return failure instanceof Error ? failure.message : String(failure);
}
