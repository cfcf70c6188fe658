// A live stream run at the targets' limits (nothing measured), and the idle tabs' polling figures beside it.
export const MB = 1024 * 1024;

export function liveRun({
  p50 = 100,
  p99 = 300,
  arrived = 200,
  idleShare = 0.02,
  rssAdded = 150 * MB,
  slowestReconnect = 2_000,
  notBack = 0,
  missed = 0,
} = {}) {
  const spread = { p50Ms: 1, p99Ms: 2, maxMs: 3 };
  return {
    sizes: { streams: 1_000, messages: 200, staffStreams: 150, idleStreams: 10_000, idleSeconds: 60 },
    proxyTrialLines: [],
    delivery: {
      streams: 1_000,
      streamsPerInstance: { api1: 334, api2: 333, api3: 333 },
      from: 'api1',
      to: 'api3',
      messages: 200,
      statuses: { 200: 200 },
      arrived,
      lost: 200 - arrived,
      fromSend: { p50Ms: p50, p99Ms: p99, maxMs: p99 + 10 },
      fromAnswer: spread,
      loadAverage1m: 1.5,
    },
    failover: {
      killed: 'api3',
      proxyMarkedDownMs: 300,
      clients: { requesters: 1_000, staff: 150 },
      clientsOfKilled: 383,
      reconnected: 383 - notBack,
      notBack,
      landedOn: { api1: 190, api2: 193 - notBack },
      noticed: { p50Ms: 20, maxMs: 40 },
      askedAgain: { p50Ms: 800, maxMs: 1_100 },
      answeredIn: { p50Ms: 50, maxMs: 200 },
      reconnect: { p50Ms: 900, maxMs: slowestReconnect },
      readyAfterResume: { p50Ms: 910, maxMs: slowestReconnect + 10 },
      messages: { posted: 80, acknowledged: 80, failed: 0, everyMs: 100, killAfterMs: 3_000 },
      events: {
        expected: 12_080,
        missed,
        clientsMissing: missed ? 1 : 0,
        duplicates: 0,
        resets: 0,
        examples: [],
      },
      loadAverage1m: 1.5,
    },
    idle: {
      streams: 10_000,
      ready: 10_000,
      refused: 0,
      openSeconds: 30,
      seconds: 60,
      apiCoreShare: idleShare,
      baselineCoreShare: 0.004,
      postgresCoreShare: 0,
      rssBefore: 150 * MB,
      rssAfter: 150 * MB + rssAdded,
      rssAdded,
      liveAtEnd: 10_000,
      keepAlivesHeard: 40_000,
      dropped: 0,
      loadAverage1m: 1.5,
    },
  };
}

export const polling = {
  idle: { tabs: 1_000, apiCoreShare: 0.058, postgresCoreShare: 0.013 },
  delivery: { tabs: 1_000, reached: 1_000, p50Ms: 1_494, p99Ms: 2_984, maxMs: 3_008 },
};
