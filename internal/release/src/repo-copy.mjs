// A temporary copy of the repository (its tracked and new files, no build output, no node_modules) for a
// release rehearsal: `changeset version` consumes the changesets and bumps versions there, never here.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** @returns {string} the copy's root, a git repository with one commit, dependencies installed offline. */
export function copyRepo() {
  const copy = mkdtempSync(path.join(tmpdir(), 'concierge-release-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      cpSync(path.join(repoRoot, file), path.join(copy, file));
    } catch (error) {
      // A file deleted in the working tree but not yet committed is simply not part of the copy.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  const git = (...args) => execFileSync('git', args, { cwd: copy, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=release-test', '-c', 'user.email=release-test@localhost', 'commit', '-qm', 'copy');
  // From pnpm's store on this machine: hard links, no download.
  execFileSync('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=append-only'], {
    cwd: copy,
    stdio: 'inherit',
    env: { ...process.env, CI: '1' },
  });
  return copy;
}
