// A throwaway npm registry for tests: Verdaccio on 127.0.0.1 (a free port), storage in a temporary folder,
// our own scope served only from that storage (never looked up upstream), everything else proxied to the
// public registry so that consumers can install third-party packages. Nothing published to it outlives
// stop().
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runServer } from 'verdaccio';

const UPSTREAM = 'https://registry.npmjs.org/';

function configYaml(dir) {
  return `storage: ${path.join(dir, 'storage')}
auth:
  htpasswd:
    file: ${path.join(dir, 'htpasswd')}
    max_users: 10
uplinks:
  npmjs:
    url: ${UPSTREAM}
    timeout: 60s
    # A slow answer under load must not take the uplink "offline" for the rest of the run (Verdaccio's
    # default: 2 failures = offline for 5 minutes, after which every package 404s).
    max_fails: 100
    fail_timeout: 1s
packages:
  '@concierge/*':
    access: $all
    publish: $authenticated
    unpublish: $authenticated
  '**':
    access: $all
    publish: $authenticated
    proxy: npmjs
server:
  keepAliveTimeout: 60
logs: { type: stdout, format: pretty, level: error }
`;
}

/**
 * Starts the registry and signs a throwaway user in. `env` points npm, pnpm and changesets at it
 * (`npm_config_registry` and a user config holding the token), as a team's usual npm configuration would.
 */
export async function startLocalRegistry() {
  const dir = mkdtempSync(path.join(tmpdir(), 'concierge-registry-'));
  const configPath = path.join(dir, 'config.yaml');
  writeFileSync(configPath, configYaml(dir));
  const app = await runServer(configPath);
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    listening.on('error', reject);
  });
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}/`;

  const user = { name: 'release-test', password: `pw-${process.pid}-${Date.now()}` };
  const answer = await fetch(`${url}-/user/org.couchdb.user:${user.name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: `org.couchdb.user:${user.name}`, type: 'user', roles: [], ...user }),
  });
  if (!answer.ok) throw new Error(`local registry refused the test user: ${answer.status}`);
  const { token } = await answer.json();
  const npmrc = path.join(dir, 'npmrc');
  writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);

  return {
    url,
    env: { npm_config_registry: url, npm_config_userconfig: npmrc, NPM_CONFIG_USERCONFIG: npmrc },
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
