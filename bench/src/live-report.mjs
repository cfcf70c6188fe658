// The live stream's section: every figure beside its target and today's polling figure, then how each was
// measured. `pnpm bench` puts it in results/latest.md; `bench:live` writes it alone to results/live.md and
// live.json, beside the polling figures of the last full run (results/latest.json).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_RETRY } from './live-stream-client.mjs';
import { markdownTable as table } from './report-section.mjs';
import { liveChecks, mb } from './targets.mjs';

export const LIVE_HEADING =
  '## 8. The live stream at scale (three instances behind HAProxy; PostgreSQL, Redis)';

const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);
const spread = (counts) =>
  Object.entries(counts)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ');

/** Which build of apps/api the instances ran (another session may rebuild the shared checkout mid-run). */
function apiBuildLine({ builtAt, builds, rebuiltDuringRun, rebuiltAt }) {
  if (builds && builds.length > 1)
    return `The instances ran different builds of \`apps/api/dist\` (another session rebuilt it during the run): ${builds.join(', ')}.`;
  const rebuilt = !rebuiltDuringRun
    ? ''
    : builds
      ? ` (every instance; another session rebuilt it at ${rebuiltAt}, after the last instance had started)`
      : ' (another session rebuilt it before the run ended)';
  return `The instances ran \`apps/api/dist\` as built at ${builds?.[0] ?? builtAt}${rebuilt}.`;
}

/**
 * @param {object} live the figures of src/live-bench.mjs
 * @param {object | undefined} polling the idle tabs' figures (src/idle-tabs.mjs) to set beside them
 * @param {string} pollingSource where the polling figures come from (this run, or the last full one)
 */
export function liveSection(live, polling, pollingSource) {
  const { delivery, failover, idle, proxyTrialLines = [] } = live;
  const checks = liveChecks(live, polling);
  const retry = `first retry after ${CLIENT_RETRY.retryMs / 2}–${CLIENT_RETRY.retryMs} ms, doubled each failure`;
  return [
    LIVE_HEADING,
    table(
      ['what', 'live stream', 'target', 'met', `polling today (${pollingSource})`],
      checks.map((check) => [
        check.what,
        check.figure,
        check.target,
        check.ok ? 'yes' : '**no**',
        check.polling,
      ]),
    ),
    ...(live.api ? [apiBuildLine(live.api)] : []),
    ...(proxyTrialLines.length
      ? [
          `**Trial proxy configuration**: deploy/haproxy.cfg with \`${proxyTrialLines.join('; ')}\` added to its backend.`,
        ]
      : []),
    '### A reply through one instance, heard on another',
    `${delivery.streams} requesters (made by SQL, each with a session and an open request) hold a stream through HAProxy ` +
      `(\`deploy/haproxy.cfg\`, with a response header naming the instance; balance leastconn): ${spread(delivery.streamsPerInstance)}. ` +
      `The concierge (signed in with the app's second factor) posts ${delivery.messages} replies over HTTP straight to ${delivery.from}, ` +
      `one at a time (20–50 ms apart), each into the request of a requester whose stream ${delivery.to} holds, and the time to that ` +
      `stream's \`request\` event is taken from the POST's send and from its answer (negative: the event came before the answer). ` +
      `POST statuses: ${spread(delivery.statuses)}; ${delivery.lost} not heard within 5 s. ` +
      `From the send: p50 ${ms(delivery.fromSend.p50Ms)}, p99 ${ms(delivery.fromSend.p99Ms)}, slowest ${ms(delivery.fromSend.maxMs)}; ` +
      `from the answer: p50 ${ms(delivery.fromAnswer.p50Ms)}, p99 ${ms(delivery.fromAnswer.p99Ms)}, slowest ${ms(delivery.fromAnswer.maxMs)}. ` +
      `Load average ${delivery.loadAverage1m}.`,
    '### kill -9 of an instance holding streams',
    `Beside those requesters, ${failover.clients.staff} concierge streams (one session, as many tabs; the team hears every request's events) ` +
      `through the proxy. A numbered reply every ${failover.messages.everyMs} ms goes straight to api1, each into its own request; ` +
      `${failover.messages.killAfterMs / 1000} s in, ${failover.killed} gets SIGKILL with ${failover.clientsOfKilled} streams on it. ` +
      `Every client reconnects as the apps' client does (internal/live-updates/live-stream.ts: ${retry}, jittered; ` +
      'resuming with `Last-Event-ID`; no faster first retry here). Publishing goes on until every client is back, then 2 s more; ' +
      "after 3 s for delivery, each client's `request` events are compared with the replies that were answered 200: a concierge " +
      'should hear of every one, a requester of those in its own request.',
    table(
      ['after the kill', 'p50', 'slowest'],
      [
        ['its clients saw the connection end', ms(failover.noticed.p50Ms), ms(failover.noticed.maxMs)],
        [
          'they asked again (the one that succeeded)',
          ms(failover.askedAgain.p50Ms),
          ms(failover.askedAgain.maxMs),
        ],
        ['a stream answered 200 again', ms(failover.reconnect.p50Ms), ms(failover.reconnect.maxMs)],
        ['(that answer took, from asking)', ms(failover.answeredIn.p50Ms), ms(failover.answeredIn.maxMs)],
        [
          '…and the missed events were replayed (`ready`, or `reset`)',
          ms(failover.readyAfterResume.p50Ms),
          ms(failover.readyAfterResume.maxMs),
        ],
      ],
    ),
    `HAProxy's status page showed ${failover.killed} down ${ms(failover.proxyMarkedDownMs)} after the kill. ` +
      `Back on: ${spread(failover.landedOn) || 'none'}; not back within 20 s: ${failover.notBack}. Replies posted ${failover.messages.posted}, ` +
      `answered 200 ${failover.messages.acknowledged}, failed ${failover.messages.failed}. Events expected ${failover.events.expected}, ` +
      `missed ${failover.events.missed}, heard twice ${failover.events.duplicates}, resets ${failover.events.resets} (a resume the server could not place: the client refetches all it shows)` +
      (failover.events.examples.length ? `; e.g. ${JSON.stringify(failover.events.examples)}` : '') +
      `. Load average ${failover.loadAverage1m}.`,
    '### Idle streams on one instance',
    `${idle.streams} requesters hold a stream each on one instance (Redis-backed, no proxy), from a client process of their own; ` +
      `${idle.ready} were open (\`ready\`) after ${idle.openSeconds} s of opening, ${idle.liveAtEnd} still at the end. Nothing is published: ` +
      `the only traffic is the server's comment every 30 s (${idle.keepAlivesHeard} heard in the window). The instance's CPU time ` +
      `(/proc, user + system) over ${idle.seconds} s: ${(idle.apiCoreShare * 100).toFixed(2)} % of one core; with no stream open ` +
      `(20 s before opening) ${(idle.baselineCoreShare * 100).toFixed(2)} %; PostgreSQL's backends of the run's database ` +
      `${(idle.postgresCoreShare * 100).toFixed(2)} %. RSS after a warm-up of 200 streams opened and closed ${mb(idle.rssBefore)}, with every ` +
      `stream open and idle ${mb(idle.rssAfter)}. Streams dropped: ${idle.dropped}. Load average ${idle.loadAverage1m}.`,
  ].join('\n\n');
}

/** The idle tabs' figures of the last full run (results/latest.json), and where they come from. */
export function lastPollingFigures(outDir) {
  const file = path.join(outDir, 'latest.json');
  if (!existsSync(file)) return { polling: undefined, source: 'no full run yet' };
  const latest = JSON.parse(readFileSync(file, 'utf8'));
  const polling = latest.api?.idleTabs;
  const when = (latest.environment?.finishedAt ?? '').slice(0, 10);
  const load = polling?.delivery?.loadAverage1m;
  return {
    polling,
    source: `latest.json, ${when}, commit ${latest.environment?.commit ?? '?'}${load === undefined ? '' : `, load ${load}`}`,
  };
}

/** results/live.md and live.json from a `bench:live` run; answers the checks. */
export function writeLiveReport(live, environment, outDir) {
  const { polling, source } = lastPollingFigures(outDir);
  const checks = liveChecks(live, polling);
  const markdown = [
    '# Benchmark: the live stream',
    `${environment.finishedAt} · commit ${environment.commit} · Node ${environment.node} · ${environment.cpus} cores · ` +
      `load average at start ${environment.loadAverage} · \`pnpm --filter bench bench:live\``,
    liveSection(live, polling, source),
    '',
  ].join('\n\n');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'live.md'), markdown);
  const json = { environment, liveStream: live, polling: polling && { source, ...polling }, checks };
  writeFileSync(path.join(outDir, 'live.json'), `${JSON.stringify(json, null, 2)}\n`);
  return checks;
}
