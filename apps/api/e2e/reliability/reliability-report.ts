import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WriteCheck } from './acknowledged-writes.js';

// bench/results/reliability.{md,json}: each reliability figure (docs/operations.md#zero-downtime-restarts) next to its target.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const resultsDir = path.join(repoRoot, 'bench/results');

export interface ReliabilityResults {
  conditions: Record<string, unknown> & { commit: string; loadAverage: string; loadAverageAtEnd: string };
  steady: { attempts: number; failed: number; p99: number };
  roll: { attempts: number; failed: number; p99: number; exitCodes: (number | null)[] };
  kill: { markedDownMs: number; attempts: number; failedAttempts: number; statuses: number[] };
  failedOperations: string[];
  writes: WriteCheck[];
  database?: {
    attemptsWhileAway: number;
    answered503WithRetryAfter: number;
    otherFailuresWhileAway: number;
    allReadyMs: number;
    firstOkAfterMs: number;
    lastFailureAfterMs: number;
  };
  outbox: { messages: number; unsent: number; deliveredOnce: number; lost: number; doubled: number };
  limits: {
    attempts: number;
    onOne: { limited: number; first: number };
    spread: { limited: number; first: number };
    lockoutOnOne: { locked: boolean; unlockMails: number };
    lockoutSpread: { locked: boolean; unlockMails: number };
  };
  burst: {
    sustainableRps: number;
    burstRps: number;
    statuses: Record<string, number>;
    errors: number;
    p99: number;
    healthP99: number;
    healthMax: number;
    crashed: string[];
    rssBefore: number[];
    rssPeak: number[];
    rssAfter: number[];
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Writes the report; answers whether every target was met. */
export function writeReliabilityReport(results: ReliabilityResults): boolean {
  const { steady, roll, kill, writes, database, outbox, limits, burst } = results;
  const lost = writes.reduce((sum, check) => sum + check.lost, 0);
  const doubled = writes.reduce((sum, check) => sum + check.doubled, 0);
  const shed = burst.statuses['503'] ?? 0;
  const rssRatio = Math.max(...burst.rssAfter.map((after, i) => after / burst.rssBefore[i]!));
  const rows: [string, string, string, boolean][] = [
    [
      'Rolling restart: failed requests seen by clients',
      `${roll.failed} of ${roll.attempts}`,
      '0',
      roll.failed === 0,
    ],
    [
      'Rolling restart: exit codes of the SIGTERMed instances',
      roll.exitCodes.join(', '),
      'all 0',
      roll.exitCodes.every((c) => c === 0),
    ],
    [
      'p99 during the roll vs before it',
      `${ms(roll.p99)} vs ${ms(steady.p99)}`,
      '≤ 2 ×',
      roll.p99 <= 2 * steady.p99,
    ],
    [
      'Acknowledged writes lost / doubled (whole run)',
      `${lost} / ${doubled}`,
      '0 / 0',
      lost === 0 && doubled === 0,
    ],
    [
      'Operations not completed after client retries (whole run)',
      String(results.failedOperations.length),
      '0',
      results.failedOperations.length === 0,
    ],
    [
      'kill -9: proxy stops routing to it',
      ms(kill.markedDownMs),
      '≤ 1 000 ms (check interval 500 ms × fall 2)',
      kill.markedDownMs <= 1000,
    ],
    [
      'kill -9: failed attempts (in flight on it; all retried)',
      `${kill.failedAttempts} of ${kill.attempts} (${kill.statuses.join(', ') || '–'})`,
      'in-flight only (cut: 0, or 502)',
      kill.statuses.every((status) => status === 0 || status === 502),
    ],
    ...(database
      ? ([
          [
            'PostgreSQL away: answers 503 + Retry-After',
            `${database.answered503WithRetryAfter} 503, ${database.otherFailuresWhileAway} other failures`,
            'only 503',
            database.otherFailuresWhileAway === 0,
          ],
          [
            'PostgreSQL back (pg_ctlcluster start returned): every instance routed to again, no restart',
            ms(database.allReadyMs),
            '≤ 5 000 ms',
            database.allReadyMs <= 5000,
          ],
          [
            'PostgreSQL back: last failed request after its return',
            ms(database.lastFailureAfterMs),
            '≤ 5 000 ms',
            database.lastFailureAfterMs <= 5000,
          ],
        ] as [string, string, string, boolean][])
      : []),
    [
      'Outbox, 3 workers: mails delivered exactly once',
      `${outbox.deliveredOnce} of ${outbox.messages} (lost ${outbox.lost}, doubled ${outbox.doubled}, unsent ${outbox.unsent})`,
      'all',
      outbox.deliveredOnce === outbox.messages && outbox.messages > 0,
    ],
    [
      'Per-IP rate limit: 429s on one instance vs spread over three',
      `${limits.onOne.limited} (from #${limits.onOne.first}) vs ${limits.spread.limited} (from #${limits.spread.first}) of ${limits.attempts}`,
      'equal',
      limits.onOne.limited === limits.spread.limited && limits.onOne.first === limits.spread.first,
    ],
    [
      'Lockout after 10 failures: on one vs spread',
      `${limits.lockoutOnOne.locked ? 'locked' : 'not locked'}, ${limits.lockoutOnOne.unlockMails} mail vs ${limits.lockoutSpread.locked ? 'locked' : 'not locked'}, ${limits.lockoutSpread.unlockMails} mail`,
      'locked, 1 mail, both',
      limits.lockoutOnOne.locked &&
        limits.lockoutSpread.locked &&
        limits.lockoutSpread.unlockMails === 1 &&
        limits.lockoutOnOne.unlockMails === 1,
    ],
    ['5 × burst: instances crashed', burst.crashed.join(', ') || 'none', 'none', burst.crashed.length === 0],
    [
      '5 × burst: answered 503 (shed by an instance, with Retry-After)',
      `${shed} of ${Object.values(burst.statuses).reduce((a, b) => a + b, 0)} answers, ${burst.errors} errors/timeouts`,
      'reported',
      true,
    ],
    [
      '5 × burst: liveness straight to each instance, p99 / max',
      `${ms(burst.healthP99)} / ${ms(burst.healthMax)}`,
      'reported (a stalled event loop answers late)',
      true,
    ],
    [
      '5 × burst: RSS 10 s after vs before (worst instance)',
      `${burst.rssAfter.map(mb).join(', ')} vs ${burst.rssBefore.map(mb).join(', ')} (× ${rssRatio.toFixed(2)})`,
      '≤ 1.25 ×',
      rssRatio <= 1.25,
    ],
  ];
  const { commit, loadAverage } = results.conditions;
  const environment = `${results.conditions.startedAt} · commit ${commit} · Node ${process.versions.node} · ${cpus().length} cores · load average at the start ${loadAverage}, at the end ${results.conditions.loadAverageAtEnd}`;
  const lines = [
    '# Reliability: latest run',
    '',
    environment,
    '',
    `Three instances of \`apps/api/dist\` (NODE_ENV=production) behind HAProxy (\`deploy/haproxy.cfg\`), one fresh PostgreSQL database, one Redis prefix, one upload folder. Load: ${results.conditions.people} people through the proxy, each with its own loopback address, ${results.conditions.thinkMs} ms think time (×0.5–1.5) between calls: sign-up, then loops of a survey answered item by item and submitted, a reply, two polls; at most every 10 s per person (within the per-account limits) a sign-in, a password-reset mail and an upload. Clients retry a cut connection, a 502 and a 503 with the same Idempotency-Key.`,
    '',
    '| what | figure | target | met |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      ([what, figure, target, ok]) => `| ${what} | ${figure} | ${target} | ${ok ? 'yes' : '**no**'} |`,
    ),
    '',
    '## Acknowledged writes',
    '',
    '| write | acknowledged | lost | doubled |',
    '| --- | --- | --- | --- |',
    ...writes.map((w) => `| ${w.what} | ${w.acknowledged} | ${w.lost} | ${w.doubled} |`),
    '',
    `Steady load before the roll: ${steady.attempts} requests in ${results.conditions.steadySeconds} s, p99 ${ms(steady.p99)}. Burst: ${Math.round(burst.sustainableRps)} req/s sustained on \`GET /api/v1/requests/open\` (10 connections), then ${Math.round(burst.sustainableRps * 5)} req/s offered (1 000 connections), ${Math.round(burst.burstRps)} answered/s, p99 ${ms(burst.p99)}, statuses ${JSON.stringify(burst.statuses)}; peak RSS ${burst.rssPeak.map(mb).join(', ')}.`,
    '',
  ];
  writeFileSync(path.join(resultsDir, 'reliability.md'), lines.join('\n'));
  writeFileSync(
    path.join(resultsDir, 'reliability.json'),
    `${JSON.stringify({ ...results, checks: rows }, null, 2)}\n`,
  );
  return rows.every(([, , , ok]) => ok);
}
