// The tarballs as `pnpm pack` makes them from the built packages: what npm would publish. Each must read
// on its own (tarball-check.mjs says what that means) and carry what a consumer reads besides the code.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPackages } from './release-rehearsal.mjs';
import { repoRoot } from './repo-copy.mjs';
import { checkPackageFolder, extractTarball, packPackage } from './tarball-check.mjs';

const packages = publishedPackages(repoRoot).map((pkg) => ({
  ...pkg,
  dir: path.join(repoRoot, 'packages', pkg.name.replace('@concierge/', '')),
}));
const work = mkdtempSync(path.join(tmpdir(), 'concierge-tarballs-'));
const extracted = {};

beforeAll(() => {
  for (const pkg of packages) {
    const tarball = packPackage(pkg.dir, work);
    extracted[pkg.name] = extractTarball(tarball, path.join(work, pkg.name.replace('/', '__')));
  }
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the tarball check', () => {
  it('finds a section sign, an issue number, a src/ path and links out of the package', () => {
    // The section sign, issue numbers and the path out of the repository below are planted on purpose: they
    // are what the check must find in a packed tarball (internal/release/README.md), not citations of this code.
    const root = path.join(work, 'sample', 'package');
    mkdirSync(path.join(root, 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'package.json'), '{"name":"sample"}');
    writeFileSync(
      path.join(root, 'README.md'),
      [
        'Sizes follow SPEC §9.',
        'Fixed in issue 23 and in Issue #12.',
        'The constants live in `src/spec-constants.ts`.',
        'See [the client](../api-client) and [the guide](docs/guide.md).',
        'Fine: [npm](https://www.npmjs.com/package/x), [source](https://github.com/o/r/tree/main/src/x.ts),',
        '[the code](./dist/index.js), [below](#usage), issues[0], a 25 MB file.',
      ].join('\n'),
    );
    writeFileSync(path.join(root, 'dist', 'index.js'), "import './chunk.js';\n// see ../../shared/SPEC.md\n");
    writeFileSync(
      path.join(root, 'dist', 'index.js.map'),
      JSON.stringify({ version: 3, sources: ['../src/index.ts'], sourcesContent: ['/** (issue 19) */'] }),
    );
    const findings = checkPackageFolder(root);
    expect(findings.join('\n')).toMatchInlineSnapshot(`
      "README.md:1: section sign: "§"
      README.md:2: issue number: "issue 23"
      README.md:2: issue number: "Issue #12"
      README.md:3: src/ path: "src/spec-constants.ts"
      README.md:4: relative path out of the package: "../api-client"
      README.md:4: relative link to nothing in the tarball: "../api-client"
      README.md:4: relative link to nothing in the tarball: "docs/guide.md"
      dist/index.js:2: relative path out of the package: "../../shared/SPEC.md"
      dist/index.js.map → ../src/index.ts:1: issue number: "issue 19""
    `);
  });
});

describe.each(packages)('$name tarball', (pkg) => {
  it('cites no section, issue number, src/ path or anything outside the package', () => {
    expect(checkPackageFolder(extracted[pkg.name])).toEqual([]);
  });

  it('carries its README, LICENSE and declarations, and lists its CHANGELOG', () => {
    const folder = extracted[pkg.name];
    for (const file of ['package.json', 'README.md', 'LICENSE', 'dist/index.d.ts'])
      expect(existsSync(path.join(folder, file)), file).toBe(true);
    expect(pkg.files).toContain('CHANGELOG.md');
    // `changeset version` writes it; from then on the tarball holds it (the release rehearsal checks the
    // published one).
    if (existsSync(path.join(pkg.dir, 'CHANGELOG.md')))
      expect(existsSync(path.join(folder, 'CHANGELOG.md'))).toBe(true);
  });
});
