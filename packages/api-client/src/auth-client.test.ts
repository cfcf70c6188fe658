// The auth client (`@concierge/api-client/auth`): the auth endpoints with the whole client's
// policies, from an entry that reaches no other route or endpoint module.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './auth.js';
import { authRoutes, routes } from './index.js';
import { failWith } from './mocks/index.js';
import { BASE_URL, CURRENT_PATH, makeClient, memorySession, useMockServer } from './test-harness.js';

const { server, sent } = useMockServer();

function authClient() {
  const session = memorySession();
  const onUnauthorized = vi.fn<(returnPath: string) => void>();
  const client = createAuthClient({
    baseUrl: BASE_URL,
    session,
    onUnauthorized,
    logger: { error: vi.fn() },
    currentPath: () => CURRENT_PATH,
  });
  return { client, session, onUnauthorized };
}

const src = import.meta.dirname;

/** The modules an entry reaches through static value imports (type imports and `import()` left out). */
function staticValueImports(entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(
      /^(?:import|export)(?! type)[^;]*?from '(\.{1,2}\/[^']+)\.js';/gms,
    )) {
      const base = path.join(path.dirname(file), specifier!);
      visit(existsSync(`${base}.ts`) ? `${base}.ts` : `${base}.tsx`);
    }
  };
  visit(path.join(src, entry));
  return [...found].map((file) => path.relative(src, file)).sort();
}

describe('createAuthClient', () => {
  it('has exactly the functions of the auth endpoints, which are the same in the whole client', () => {
    const { client } = authClient();
    const { api } = makeClient();
    expect(Object.keys(client).sort()).toEqual([
      'confirmTotpEnrollment',
      'enrollMfa',
      'getCurrentUser',
      'getMfaFactors',
      'passkeySignIn',
      'regenerateRecoveryCodes',
      'removeTotp',
      'requestPasswordReset',
      'resetPassword',
      'sendOtp',
      'signIn',
      'signOut',
      'signUp',
      'startPasskeyMfa',
      'startPasskeySignIn',
      'startTotpEnrollment',
      'unlock',
      'verifyMfa',
      'verifyPasskeyMfa',
      'verifyRecoveryCode',
      'verifyTotp',
    ]);
    for (const name of Object.keys(client))
      expect(typeof api[name as keyof typeof api], name).toBe('function');
  });

  it('signs in as the whole client does: the answer checked, the token read from its header', async () => {
    const { client } = authClient();
    const session = await client.signIn('ada@example.com', 'correct horse battery staple');
    expect(session.token).toEqual(expect.any(String));
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/users/sign_in' });
  });

  it('applies the 401 policy: the session is cleared and sign-in gets the return path', async () => {
    server.use(failWith('getCurrentUser', 'unauthorized'));
    const { client, session, onUnauthorized } = authClient();
    await expect(client.getCurrentUser()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(CURRENT_PATH);
  });

  it('its routes are the whole table’s, in the same order at its start', () => {
    expect(Object.keys(routes).slice(0, Object.keys(authRoutes).length)).toEqual(Object.keys(authRoutes));
    for (const [name, route] of Object.entries(authRoutes))
      expect(routes[name as keyof typeof routes]).toBe(route);
  });
});

describe('the ./auth entry', () => {
  it('reaches no other route table, endpoint group or schema', () => {
    const reached = staticValueImports('auth.ts');
    expect(reached).toContain('endpoints/auth.ts');
    expect(reached.filter((file) => file.startsWith('endpoints/'))).toEqual([
      'endpoints/auth.ts',
      'endpoints/failure-policies.ts',
      // The MFA step's other factors: the auth store passes them before any other page loads.
      'endpoints/mfa-factors.ts',
      // The passkey as the second factor and the passkey sign-in.
      'endpoints/passkey-auth.ts',
    ]);
    expect(reached).not.toContain('routes.ts');
    expect(reached).not.toContain('client.ts');
    expect(
      reached.filter(
        (file) => file.startsWith('schemas/') || file.startsWith('definitions/') || file === 'contract.ts',
      ),
    ).toEqual([]);
  });
});
