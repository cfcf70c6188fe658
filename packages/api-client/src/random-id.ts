/**
 * Random bytes as lowercase hex: `bytes` of them (16 by default, 128 bits, 32 characters). For ids that
 * must not collide or be guessed: toast ids, idempotency keys, analytics' anonymous ids. Uses
 * `crypto.getRandomValues`, which, unlike `crypto.randomUUID`, also exists on plain-http origins.
 */
export function randomId(bytes = 16): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
