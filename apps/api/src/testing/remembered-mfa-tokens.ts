// The mfa-token of each staff session the test helpers passed through its second factor
// (testing/staff-second-factor.ts). The test clients send it with its session token, as the apps do (they
// keep both, and send both on every call): a test that hands a helper's staff token to a call needs no more.
// A session no helper verified (a requester's, or one a test leaves pending on purpose) has none.

const mfaTokens = new Map<string, string>();

/** Remembers the mfa-token verified in the session of `token`. */
export function rememberMfaToken(token: string, mfaToken: string): void {
  mfaTokens.set(token, mfaToken);
}

/** The mfa-token a helper verified in the session of `token`, if any. */
export function rememberedMfaToken(token: string | undefined): string | undefined {
  return token === undefined ? undefined : mfaTokens.get(token);
}
