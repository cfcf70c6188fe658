// `pnpm release` rehearsed on a temporary copy of the repository against the local registry: the real
// script (changeset version, build, changeset publish) with only the npm configuration pointing elsewhere.
import { readFileSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { copyRepo } from './repo-copy.mjs';
import { run } from './run.mjs';

/** The published packages: every non-private workspace under packages/. */
export function publishedPackages(root) {
  return readdirSync(path.join(root, 'packages'))
    .map((dir) => JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')))
    .filter((pkg) => !pkg.private);
}

/**
 * @param {{ env: Record<string, string>; url: string }} registry
 * @returns {Promise<{ name: string; version: string }[]>} what the registry now holds
 */
export async function rehearseRelease(registry) {
  const copy = copyRepo();
  try {
    await run('pnpm', ['release'], {
      cwd: copy,
      label: 'release',
      env: { ...registry.env, TURBO_TELEMETRY_DISABLED: '1', CI: '1' },
    });
    const published = [];
    for (const { name, version } of publishedPackages(copy)) {
      // Asked of the registry, not taken from the copy's package.json: only what it serves counts.
      const answer = await fetch(`${registry.url}${name.replace('/', '%2f')}`);
      const document = answer.ok ? await answer.json() : { versions: {} };
      if (!document.versions[version]) throw new Error(`${name}@${version} is not on the local registry`);
      published.push({ name, version });
    }
    return published;
  } finally {
    // Removing ~1 500 installed packages takes a while: the consumers start meanwhile.
    removals.push(rm(copy, { recursive: true, force: true }));
  }
}

const removals = [];
/** Waits for the temporary copies to be gone. */
export const removeCopies = () => Promise.all(removals);
