// The README's "widget without a router" example, run as it is written there: its code block is taken from
// README.md, pointed at this package's source instead of the published name, and driven against the fake API.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState, AuthStore } from './index.js';
import { answers } from './testing/fake-api.js';
import { SIGN_IN, api, expectNoUnhandledCalls, resetApi } from './testing/store-harness.js';

const HEADING = '## Navigation, and a widget without a router';

/** The first ```ts block after the heading, importing this package's source. */
function readmeExample(): string {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf(HEADING));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (readme.indexOf(HEADING) < 0 || !block)
    throw new Error(`README.md has no code block under "${HEADING}"`);
  const source = pathToFileURL(fileURLToPath(new URL('./index.ts', import.meta.url))).href;
  return block.replaceAll("from '@concierge/auth'", `from '${source}'`);
}

let run = 0;
/** Writes the example to a module of its own and imports it: a fresh store each time. */
async function loadExample(): Promise<{
  auth: AuthStore;
  signInFromWidget: (email: string, password: string) => Promise<AuthState>;
}> {
  const dir = new URL('../.reports/readme-example/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`widget-${(run += 1)}.ts`, dir);
  writeFileSync(file, readmeExample());
  return import(/* @vite-ignore */ file.href);
}

afterEach(() => {
  expectNoUnhandledCalls();
  vi.unstubAllGlobals();
});

describe('README: Navigation, and a widget without a router', () => {
  it('signs in, skips the second factor the account may enrol, and never changes the page', async () => {
    resetApi();
    api.on(SIGN_IN, () => answers.signIn({ enrollment: true }));
    vi.stubGlobal('fetch', api.fetch);
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const { auth, signInFromWidget } = await loadExample();

    const state = await signInFromWidget('ada@example.com', 'pw');
    expect(state.status).toBe('signedIn');
    expect(auth.getState().status).toBe('signedIn');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([SIGN_IN]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('an account without the offer is simply signed in', async () => {
    resetApi();
    api.on(SIGN_IN, () => answers.signIn());
    vi.stubGlobal('fetch', api.fetch);
    const { signInFromWidget } = await loadExample();
    expect((await signInFromWidget('ada@example.com', 'pw')).status).toBe('signedIn');
  });
});
