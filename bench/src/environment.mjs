// What every run records beside its figures: the commit, Node, the cores and how busy the machine was.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { repoRoot } from './api-server.mjs';

export function benchEnvironment() {
  return {
    startedAt: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim(),
    node: process.versions.node,
    cpus: cpus().length,
    loadAverage: loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
}

export const benchLog = (message) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
