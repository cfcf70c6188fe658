// `pnpm release` rehearsed on a temporary copy of the repository against the local registry: the real
// script (scripts/release/release.mjs: clean-tree check, the packages' checks, changeset version and the
// version commit, build, changeset publish and its tags) with only the npm configuration pointing elsewhere.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyRepo } from './repo-copy.mjs';
import { run } from './run.mjs';
import { checkPackageFolder, extractTarball } from './tarball-check.mjs';

/** The published packages: every non-private workspace under packages/. */
export function publishedPackages(root) {
  return readdirSync(path.join(root, 'packages'))
    .map((dir) => JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')))
    .filter((pkg) => !pkg.private);
}

const BROKEN_CHECK = 'packages/api-client/src/release-rehearsal-broken.ts';

/**
 * Three releases on one copy, each its own step of the e2e: refused on a dirty tree, stopped by a failing
 * package check (nothing versioned, tagged or published either time), then the real one. The copy runs
 * the gate's `typecheck` only (RELEASE_PIPELINE_TASKS) and no nested consumer test (RELEASE_REHEARSAL).
 * @param {{ env: Record<string, string>; url: string }} registry
 * @param {(name: string, action: () => Promise<void>) => Promise<boolean>} step
 * @returns {Promise<{ name: string; version: string }[]>} what the registry holds after the real release
 */
export async function rehearseRelease(registry, step) {
  const copy = copyRepo();
  const release = (args = []) =>
    run('pnpm', ['release', ...args], {
      cwd: copy,
      label: 'release',
      env: {
        ...registry.env,
        TURBO_TELEMETRY_DISABLED: '1',
        CI: '1',
        RELEASE_REHEARSAL: '1',
        RELEASE_PIPELINE_TASKS: 'typecheck',
        GIT_AUTHOR_NAME: 'release-test',
        GIT_AUTHOR_EMAIL: 'release-test@localhost',
        GIT_COMMITTER_NAME: 'release-test',
        GIT_COMMITTER_EMAIL: 'release-test@localhost',
      },
    });
  const git = (...args) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' }).trim();
  const versionsBefore = publishedPackages(copy).map(({ name, version }) => `${name}@${version}`);
  const assertNothingReleased = async () => {
    expectEqual(git('status', '--porcelain'), '', 'the working tree after a refused release');
    expectEqual(git('tag'), '', 'tags after a refused release');
    const versions = publishedPackages(copy).map(({ name, version }) => `${name}@${version}`);
    expectEqual(versions.join(' '), versionsBefore.join(' '), 'versions after a refused release');
    for (const { name } of publishedPackages(copy)) {
      const answer = await fetch(`${registry.url}${name.replace('/', '%2f')}`);
      if (answer.ok) throw new Error(`${name} is on the registry after a refused release`);
    }
  };
  try {
    await step('release refuses a dirty tree', async () => {
      writeFileSync(path.join(copy, 'uncommitted-note.txt'), 'not committed\n');
      const output = await releaseFails(release);
      if (!/working tree is not clean/.test(output) || !/uncommitted-note\.txt/.test(output))
        throw new Error('the refusal does not say the tree is dirty and with what');
      rmSync(path.join(copy, 'uncommitted-note.txt'));
      await assertNothingReleased();
    });
    await step('release stops on a failing package check', async () => {
      writeFileSync(path.join(copy, BROKEN_CHECK), "export const broken: number = 'not a number';\n");
      git('add', BROKEN_CHECK);
      git(
        '-c',
        'user.name=release-test',
        '-c',
        'user.email=release-test@localhost',
        'commit',
        '-qm',
        'break',
      );
      const output = await releaseFails(release);
      if (!/a package’s checks failed/.test(output)) throw new Error('the stop does not name the checks');
      await assertNothingReleased();
      git('reset', '-q', '--hard', 'HEAD~1'); // the copy's own commit
    });
    const published = [];
    await step('release to the local registry', async () => {
      await release();
      expectEqual(git('status', '--porcelain'), '', 'the working tree after the release');
      const subject = git('log', '-1', '--format=%s');
      if (!subject.startsWith('release: @concierge/')) throw new Error(`no version commit: ${subject}`);
      const tags = git('tag', '--points-at', 'HEAD').split('\n').filter(Boolean);
      const work = mkdtempSync(path.join(tmpdir(), 'concierge-published-'));
      try {
        for (const { name, version } of publishedPackages(copy)) {
          if (!tags.includes(`${name}@${version}`))
            throw new Error(`no tag ${name}@${version} on the version commit`);
          // Asked of the registry, not taken from the copy's package.json: only what it serves counts.
          const answer = await fetch(`${registry.url}${name.replace('/', '%2f')}`);
          const document = answer.ok ? await answer.json() : { versions: {} };
          const manifest = document.versions[version];
          if (!manifest) throw new Error(`${name}@${version} is not on the local registry`);
          const tarball = path.join(work, `${name.replace('/', '__')}.tgz`);
          writeFileSync(tarball, Buffer.from(await (await fetch(manifest.dist.tarball)).arrayBuffer()));
          const folder = extractTarball(tarball, path.join(work, name.replace('/', '__')));
          const changelog = path.join(folder, 'CHANGELOG.md');
          if (!existsSync(changelog)) throw new Error(`${name}@${version}'s tarball has no CHANGELOG.md`);
          if (!readFileSync(changelog, 'utf8').includes(`## ${version}`))
            throw new Error(`${name}'s CHANGELOG.md has no entry for ${version}`);
          const findings = checkPackageFolder(folder);
          if (findings.length > 0) throw new Error(`${name}@${version}'s tarball:\n${findings.join('\n')}`);
          published.push({ name, version });
        }
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
    return published;
  } finally {
    // Removing ~1 500 installed packages takes a while: the consumers start meanwhile.
    removals.push(rm(copy, { recursive: true, force: true }));
  }
}

/** Runs a release that must fail; resolves with its output. */
async function releaseFails(release) {
  try {
    await release();
  } catch (error) {
    return error.output ?? '';
  }
  throw new Error('the release went through');
}

function expectEqual(actual, expected, what) {
  if (actual !== expected)
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

const removals = [];
/** Waits for the temporary copies to be gone. */
export const removeCopies = () => Promise.all(removals);
