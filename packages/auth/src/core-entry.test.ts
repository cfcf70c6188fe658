import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reachableModules } from '@concierge/config/tsup';
import * as core from './core.js';
import * as root from './index.js';

const src = import.meta.dirname;

describe('the ./core entry', () => {
  it('reaches no module that imports TanStack Query', () => {
    const modules = reachableModules([path.join(src, 'core.ts')]);
    expect(modules.map((file) => path.relative(src, file))).toContain('store-react.tsx');
    for (const file of modules) expect(readFileSync(file, 'utf8'), file).not.toMatch(/@tanstack\//);
  });

  it('exports the same objects as the root, which adds only the TanStack bindings', () => {
    for (const [name, value] of Object.entries(core))
      expect(root[name as keyof typeof root], name).toBe(value);
    expect(
      Object.keys(root)
        .filter((name) => !(name in core))
        .sort(),
    ).toEqual([
      'AuthProvider',
      'accountPasskeysQueryKey',
      'bindQueryClient',
      'isRepeatNavigation',
      'signedInDevicesQueryKey',
      'useAccountPasskeys',
      'useAuth',
      // Not a TanStack binding, but only the account pages (lazily loaded) use it: no first load carries it.
      'useFreshProof',
      'useReloadOnRepeatNavigation',
      'useSignedInDevices',
    ]);
  });
});
