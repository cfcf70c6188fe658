// `pnpm release [--push]`: the one way the four packages are published, with its gates and its trail.
//
//   1. refuses a working tree with any change (tracked or new): what is published is a commit;
//   2. runs every published package's pipeline (`pnpm pipeline --all --bail`: lint, types, unit tests with
//      publint and attw, the kit's stories, the size budget; it stops at the first failing package), then
//      the release and consumer test once (the four packages installed together from a throwaway local
//      registry); nothing is versioned if one fails;
//   3. `changeset version` (versions, CHANGELOG.md of each package) and commits the bumps;
//   4. builds the packages and runs `changeset publish`, which publishes what the registry lacks and tags the
//      version commit (`@concierge/<name>@<version>`);
//   5. says what is left — pushing the commit and the tags — or, with `--push`, pushes them.
//
// A failure after step 3 leaves the version commit; running `pnpm release` again publishes only what the
// registry still lacks. The registry is the one of the usual npm configuration (`npm_config_registry`,
// `.npmrc`); see the root README's "Releasing the packages".
//
// For the release rehearsal only: RELEASE_PIPELINE_TASKS (comma-separated turbo tasks) narrows step 2, and
// RELEASE_REHEARSAL=1 skips the consumer test (the rehearsal is that test).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const push = process.argv.includes('--push');
const rehearsal = process.env.RELEASE_REHEARSAL === '1';

function sh(command, args, { capture = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: process.env,
  });
  return { ok: result.status === 0, stdout: (result.stdout ?? '').trim(), stderr: result.stderr ?? '' };
}
const git = (...args) => sh('git', args, { capture: true });

function stop(message) {
  console.error(`\nrelease: STOPPED — ${message}`);
  process.exit(1);
}
function step(title) {
  console.log(`\nrelease: ${title}`);
}

// 1. A clean tree: a release is a commit, and the version commit below must hold the bumps only.
const status = git('status', '--porcelain', '--untracked-files=all');
if (!status.ok) stop(`git status failed: ${status.stderr}`);
if (status.stdout) {
  stop(
    `the working tree is not clean. Commit or remove these first; nothing was checked, versioned or published:\n${status.stdout}`,
  );
}

// 2. The gates: each package's pipeline, then the consumer test once for the four.
step('each package’s pipeline (pnpm pipeline --all --bail)');
const pipelineArgs = ['scripts/release/pipeline.mjs', '--all', '--bail'];
if (process.env.RELEASE_PIPELINE_TASKS) pipelineArgs.push(`--tasks=${process.env.RELEASE_PIPELINE_TASKS}`);
if (!sh('node', pipelineArgs).ok) {
  stop('a package’s checks failed (above); nothing was versioned or published.');
}
if (!rehearsal) {
  step('the release and consumer test (@concierge/release test:e2e)');
  if (!sh('pnpm', ['turbo', 'run', 'test:e2e', '--filter=@concierge/release']).ok) {
    stop('the consumer test failed (above); nothing was versioned or published.');
  }
}

// The checks must not have changed the tree: the version commit takes every change there is.
const after = git('status', '--porcelain', '--untracked-files=all').stdout;
if (after)
  stop(`the checks changed files in the working tree; nothing was versioned or published:\n${after}`);

// 3. Versions and CHANGELOGs, committed.
const pending = readdirSync(path.join(root, '.changeset')).filter(
  (file) => file.endsWith('.md') && file !== 'README.md',
);
if (pending.length > 0) {
  step(`changeset version (${pending.length} changesets)`);
  if (!sh('pnpm', ['exec', 'changeset', 'version']).ok) stop('changeset version failed; see above.');
  const bumped = git('status', '--porcelain', '--untracked-files=all').stdout;
  if (bumped) {
    const versions = publishedVersions();
    const message = `release: ${versions.map(({ name, version }) => `${name}@${version}`).join(', ')}`;
    if (!sh('git', ['add', '-A']).ok || !sh('git', ['commit', '-q', '-m', message]).ok) {
      stop('could not commit the version bumps; they are in the working tree.');
    }
    console.log(`committed "${message}"`);
  }
} else {
  step('no pending changesets: publishing what the registry lacks of the current versions');
}

// 4. Build and publish; changesets tags the version commit for each package it publishes.
step('build the packages');
if (!sh('pnpm', ['turbo', 'run', 'build', '--filter=./packages/*']).ok) {
  stop('the build failed; the version commit is made, run `pnpm release` again once fixed.');
}
step('changeset publish');
if (!sh('pnpm', ['exec', 'changeset', 'publish']).ok) {
  stop(
    'changeset publish failed (above). The version commit is made; run `pnpm release` again: it publishes only what the registry lacks.',
  );
}

// 5. What is left.
const tags = git('tag', '--points-at', 'HEAD').stdout.split('\n').filter(Boolean);
const branch = git('rev-parse', '--abbrev-ref', 'HEAD').stdout;
console.log(
  `\nrelease: published. Tags on ${git('rev-parse', '--short', 'HEAD').stdout}: ${tags.join(', ') || 'none'}`,
);
if (push) {
  step(`push ${branch} and the tags to origin`);
  if (
    !sh('git', ['push', 'origin', branch]).ok ||
    (tags.length > 0 && !sh('git', ['push', 'origin', ...tags]).ok)
  ) {
    stop('the push failed; the packages are published. Push by hand: git push origin HEAD --tags');
  }
} else {
  console.log(
    [
      'release: next, push the version commit and the tags (or run `pnpm release --push` next time):',
      `  git push origin ${branch}`,
      ...(tags.length > 0 ? [`  git push origin ${tags.join(' ')}`] : []),
    ].join('\n'),
  );
}

function publishedVersions() {
  return readdirSync(path.join(root, 'packages'))
    .map((dir) => path.join(root, 'packages', dir, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    .filter((pkg) => !pkg.private)
    .map(({ name, version }) => ({ name, version }));
}
