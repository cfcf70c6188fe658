// What an outside reader of a published package gets: metadata to find the source and report a bug, the
// licence in the tarball, ranges that let one package be upgraded alone, and a README that stands alone.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages } from './release-rehearsal.mjs';
import { repoRoot } from './repo-copy.mjs';
import { findIn } from './tarball-check.mjs';

const packages = publishedPackages(repoRoot).map((pkg) => ({
  ...pkg,
  dir: path.join(repoRoot, 'packages', pkg.name.replace('@concierge/', '')),
}));
const rootLicense = readFileSync(path.join(repoRoot, 'LICENSE'), 'utf8');

describe('published packages', () => {
  it('are the four of the design', () => {
    expect(packages.map((pkg) => pkg.name).sort()).toEqual([
      '@concierge/api-client',
      '@concierge/auth',
      '@concierge/ui',
      '@concierge/uploader',
    ]);
  });

  describe.each(packages)('$name', (pkg) => {
    it('names its licence, repository folder, homepage and issue tracker', () => {
      expect(pkg.license).toBe('MIT');
      expect(pkg.repository).toMatchObject({ type: 'git', directory: path.relative(repoRoot, pkg.dir) });
      expect(pkg.homepage).toMatch(/^https:\/\//);
      expect(pkg.bugs.url).toMatch(/^https:\/\/.*\/issues$/);
    });

    it('ships the repository’s MIT LICENSE', () => {
      expect(pkg.files).toContain('LICENSE');
      expect(readFileSync(path.join(pkg.dir, 'LICENSE'), 'utf8')).toBe(rootLicense);
      expect(rootLicense).toMatch(/^MIT License/);
    });

    it('depends on its siblings with caret ranges (workspace:^), never an exact pin', () => {
      const siblings = Object.entries({ ...pkg.dependencies, ...pkg.peerDependencies }).filter(([name]) =>
        name.startsWith('@concierge/'),
      );
      for (const [, range] of siblings) expect(range).toBe('workspace:^');
    });

    it('has a README that cites no section of a document outside readers cannot see', () => {
      const readme = readFileSync(path.join(pkg.dir, 'README.md'), 'utf8');
      expect(readme).not.toMatch(/§/);
    });
  });

  it('has pending changesets that read on their own: they become the CHANGELOG.md every tarball carries', () => {
    const dir = path.join(repoRoot, '.changeset');
    const findings = readdirSync(dir)
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .flatMap((file) =>
        // Read as if in a package folder: a changeset's text lands in packages/<name>/CHANGELOG.md.
        findIn(
          readFileSync(path.join(dir, file), 'utf8'),
          path.join(repoRoot, 'packages/x/CHANGELOG.md'),
          file,
          {
            packageRoot: path.join(repoRoot, 'packages/x'),
            shipped: new Set(),
          },
        ),
      );
    expect(findings).toEqual([]);
  });

  it('api-client takes zod as a peer, so a consumer has one copy of it', () => {
    const client = packages.find((pkg) => pkg.name === '@concierge/api-client');
    expect(client.dependencies?.zod).toBeUndefined();
    expect(client.peerDependencies.zod).toMatch(/^\^4\./);
  });
});
