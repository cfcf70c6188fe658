import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from './config.js';

// The start and the database commands as a deployer runs them: a new Node process reading its
// environment. (PGlite in a temporary data folder: pglite only.)

const dataDir = mkdtempSync(path.join(tmpdir(), 'concierge-commands-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: packageRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('starting in production', () => {
  it('refuses to start without SMTP_URL, an SMS transport, its secrets and a virus scanner, one line naming each variable', async () => {
    const { code, stderr } = await run('src/index.ts', [], { NODE_ENV: 'production', PORT: '0' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      '  SMTP_URL is required in production: password-reset and unlock emails have no other way out',
      '  SMS_PROVIDER is required in production (twilio or webhook): MFA codes have no other way out',
      '  DEVICE_TOKEN_SECRET is required in production: without it trusted devices end at every restart and differ between instances',
      '  MFA_SECRET_KEY is required in production: without it authenticator-app secrets are encrypted with a key kept beside them in the database',
      '  CLAMD_HOST or CLAMD_SOCKET is required in production: uploads are scanned for viruses before anyone opens them (UPLOAD_SCANNING=off runs without, on purpose)',
    ]);
  });

  it('names the one missing variable when the rest is there', async () => {
    const { code, stderr } = await run('src/index.ts', [], {
      NODE_ENV: 'production',
      PORT: '0',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example.com/hook',
      DEVICE_TOKEN_SECRET: 'd'.repeat(32),
      MFA_SECRET_KEY: 'm'.repeat(32),
    });
    expect(code).toBe(1);
    expect(stderr).toContain('  SMS_WEBHOOK_SECRET is required with SMS_PROVIDER=webhook\n');
    expect(stderr).not.toContain('SMTP_URL');
  });
});

describe('pnpm db:migrate and db:seed', () => {
  it('migrates, then seeds the demo data, each on its own', async () => {
    const migrated = await run('src/db/commands.ts', ['migrate'], { NODE_ENV: 'production' });
    expect(migrated).toMatchObject({ code: 0, stderr: '' });
    expect(migrated.stdout).toMatch(/^Applied 0001_accounts\.sql, .*0007_outbox_failed\.sql/);

    const seeded = await run('src/db/commands.ts', ['seed'], {});
    expect(seeded).toMatchObject({ code: 0, stderr: '' });
    expect(seeded.stdout).toBe('The database is up to date.\nDemo data seeded (existing rows kept).\n');
    // Two cold starts with PGlite on disk and production-strength hashing of the demo passwords.
  }, 180_000);
});
