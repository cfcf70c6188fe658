import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A real clamd for the scanning tests, the API's and the apps' end-to-end suites (docs/uploads.md#virus-scanning):
// its own config and database folder in a temporary directory, on a loopback port. Signature downloads (freshclam) cannot run in CI, so
// the database holds one signature the test writes: the EICAR test file's bytes.

const CLAMD = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((candidate) => existsSync(candidate));

/**
 * The EICAR anti-virus test file (eicar.org): harmless, and every scanner reports it. Built from two halves
 * so this source file is not itself reported by a scanner on a developer's machine.
 */
export const EICAR = Buffer.from(
  'X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*',
  'latin1',
);

/** The name clamd reports for {@link EICAR} with the test's signature (`.UNOFFICIAL`: not from freshclam). */
export const EICAR_SIGNATURE = 'Test.Signature.EICAR.UNOFFICIAL';

/** {@link EICAR} as a file a person attaches (a text file, a type every upload path accepts). */
export const EICAR_FILE = { name: 'eicar.txt', mimeType: 'text/plain', buffer: EICAR };

/** What the person is told when the scanner finds {@link EICAR} (the server's English, docs/uploads.md#virus-scanning). */
export const EICAR_REFUSAL = `This file contains a virus (${EICAR_SIGNATURE}) and was deleted.`;

/**
 * Why the scanning tests cannot run here, or undefined when they can. Only a developer's machine without
 * clamd skips them; in CI (CI=true) a missing clamd is a failure, since .ci/run installs it
 * (scripts/ensure-clamav.sh).
 */
export function clamdMissing(): string | undefined {
  if (CLAMD) return undefined;
  if (process.env.CI === 'true') {
    throw new Error('clamd is not installed but CI=true: scripts/ensure-clamav.sh should have installed it');
  }
  return 'clamd is not installed: skipping the virus-scanning tests (apt-get install -y clamav-daemon)';
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** True when clamd answers PING with PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(1000);
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer.startsWith('PONG')));
    socket.on('timeout', () => socket.destroy());
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(answer.startsWith('PONG')));
  });
}

export interface ClamdServer {
  host: string;
  port: number;
  /** Stops clamd (the scanner "goes down"); {@link start} brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/**
 * Starts clamd with the EICAR test signature on `port` (a free one by default); resolves once it answers
 * PING. An end-to-end suite names its port, since its server's settings are written before clamd starts.
 */
export async function startClamd(options: { port?: number } = {}): Promise<ClamdServer> {
  if (!CLAMD) throw new Error('clamd is not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'clamd-test-'));
  const port = options.port ?? (await freePort());
  const databaseDir = mkdtempSync(path.join(dir, 'db-'));
  writeFileSync(path.join(databaseDir, 'test.ndb'), `Test.Signature.EICAR:0:*:${EICAR.toString('hex')}\n`);
  const conf = path.join(dir, 'clamd.conf');
  writeFileSync(
    conf,
    [
      `DatabaseDirectory ${databaseDir}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      'Foreground yes',
      `TemporaryDirectory ${dir}`,
      // Uploads reach 25 MiB; clamd's default stream limit is exactly that, so leave room.
      'StreamMaxLength 30M',
      '',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(CLAMD, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 60_000;
    while (!(await answersPing(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`clamd did not start (exit ${child.exitCode}):\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };

  await start();
  return {
    host: '127.0.0.1',
    port,
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The upload settings that scan with `clamd`: a short timeout, so a stopped clamd is noticed at once, and
 * the rescan job every 200 ms (its production pace is 15 s).
 */
export const scanningWith = (clamd: ClamdServer) => ({
  clamd: { host: clamd.host, port: clamd.port },
  timeoutMs: 10_000,
  rescanPollMs: 200,
});
