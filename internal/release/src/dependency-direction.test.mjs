// The house's one direction (README.md, "The house"): apps → internal → packages. A published package names and
// imports only published packages, so an outside team installs it from the registry alone; an internal library
// never reaches up into an app. Build and test tooling (`@concierge/config`, `@concierge/react18`,
// `@concierge/browser`) is the one exception: a dev dependency anywhere, never in what a package ships.
// Suites that run the whole product (this package, e2e/, bench/) sit above the apps and are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const TOOLING = new Set(['@concierge/config', '@concierge/react18', '@concierge/browser']);
const SUITES = new Set(['@concierge/release']);
const RUNTIME_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

/** Every workspace package of a layer folder: its name, folder and package.json. */
function layer(folder) {
  return readdirSync(path.join(root, folder))
    .map((name) => path.join(root, folder, name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) }))
    .map(({ dir, manifest }) => ({ name: manifest.name, dir, manifest }));
}

const packages = layer('packages');
const internal = layer('internal').filter(({ name }) => !SUITES.has(name));
const apps = layer('apps');
const packageNames = new Set(packages.map(({ name }) => name));
const internalNames = new Set(layer('internal').map(({ name }) => name));
const appNames = new Set(apps.map(({ name }) => name));

const namesIn = (manifest, fields) => fields.flatMap((field) => Object.keys(manifest[field] ?? {}));

/** Source files under `dir`, without dependencies and build output. */
function sourceFiles(dir) {
  const found = [];
  const visit = (current) => {
    for (const entry of readdirSync(current)) {
      if (['node_modules', 'dist', 'storybook-static', '.reports'].includes(entry)) continue;
      const file = path.join(current, entry);
      if (statSync(file).isDirectory()) visit(file);
      else if (/\.(?:ts|tsx|mts|js|mjs)$/.test(entry) && !entry.endsWith('.d.ts')) found.push(file);
    }
  };
  visit(dir);
  return found;
}

/** Code that ships: not a test, a story, a test helper (`testing/`) or a config beside the package. */
const ships = (file) =>
  !/\.(?:test|test-d|spec|stories)\.[a-z]+$/.test(file) && !file.split(path.sep).includes('testing');

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** Each import in `file`: what it names (a workspace package name) or where it leads (a relative path). */
function importsOf(file) {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(([, specifier]) =>
    specifier.startsWith('.')
      ? { file, relative: path.resolve(path.dirname(file), specifier) }
      : { file, name: packageOf(specifier) },
  );
}

describe('the direction dependencies go: apps → internal → packages', () => {
  it('a published package depends at run time on published packages only, and never on an app', () => {
    const wrong = packages.flatMap(({ name, manifest }) => [
      ...namesIn(manifest, RUNTIME_FIELDS)
        .filter((dep) => internalNames.has(dep) || appNames.has(dep))
        .map((dep) => `${name} → ${dep}`),
      ...namesIn(manifest, ['devDependencies'])
        .filter((dep) => appNames.has(dep) || (internalNames.has(dep) && !TOOLING.has(dep)))
        .map((dep) => `${name} (dev) → ${dep}`),
    ]);
    expect(wrong).toEqual([]);
  });

  it('what a published package ships imports no internal or app package and nothing outside its folder', () => {
    const wrong = packages.flatMap(({ dir }) =>
      sourceFiles(path.join(dir, 'src'))
        .filter(ships)
        .flatMap(importsOf)
        .filter(({ name, relative }) =>
          relative ? !relative.startsWith(dir + path.sep) : internalNames.has(name) || appNames.has(name),
        )
        .map(
          ({ file, name, relative }) =>
            `${path.relative(root, file)} → ${name ?? path.relative(root, relative)}`,
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('an internal library never depends on or imports an app', () => {
    const wrong = internal.flatMap(({ name, dir, manifest }) => [
      ...namesIn(manifest, [...RUNTIME_FIELDS, 'devDependencies'])
        .filter((dep) => appNames.has(dep))
        .map((dep) => `${name} → ${dep}`),
      ...sourceFiles(dir)
        .flatMap(importsOf)
        .filter(({ name: imported, relative }) =>
          relative ? relative.startsWith(path.join(root, 'apps') + path.sep) : appNames.has(imported),
        )
        .map(({ file }) => path.relative(root, file)),
    ]);
    expect(wrong).toEqual([]);
  });

  it('knows every layer (a moved folder fails here, not silently)', () => {
    expect([...packageNames].sort()).toEqual([
      '@concierge/api-client',
      '@concierge/auth',
      '@concierge/ui',
      '@concierge/uploader',
    ]);
    expect(internal.length).toBeGreaterThan(5);
    expect([...appNames].sort()).toEqual(['api', 'console', 'web']);
  });
});
