// A V8 CPU profile (`node --cpu-prof`) summed up for a report: the functions with the most self time, and
// self time by where the code lives (a package under node_modules, our own code, Node's internals, GC).
import { readFileSync } from 'node:fs';

/** @param {string} file a .cpuprofile */
export function summarizeProfile(file, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byFunction = new Map();
  const byPlace = new Map();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = /** @type {any} */ (nodes.get(id));
    if (callFrame.functionName === '(idle)') continue;
    busyUs += us;
    const name = `${callFrame.functionName || '(anonymous)'} ${placeOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const place = callFrame.url ? placeOf(callFrame.url).split(' ')[0] : callFrame.functionName;
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const ranked = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([what, us]) => ({ what, ms: Math.round(us / 1000), share: us / busyUs }));
  return { busyMs: Math.round(busyUs / 1000), functions: ranked(byFunction), places: ranked(byPlace) };
}

/** `fastify (lib/route.js)`, `apps/api (dist/chunk.js)`, `node:internal/…`. */
function placeOf(url) {
  if (!url) return '(native)';
  const clean = url.replace(/^file:\/\//, '');
  const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  if (inModules) return `${inModules[1]} (${inModules[2]})`;
  const inRepo = /\/(apps\/[^/]+|packages\/[^/]+|bench)\/(.*)$/.exec(clean);
  if (inRepo) return `${inRepo[1]} (${inRepo[2]})`;
  return clean;
}

/** Markdown tables of a summary. */
export function profileMarkdown(title, summary) {
  const pct = (share) => `${(share * 100).toFixed(1)} %`;
  const rows = (list) => list.map((entry) => `| ${entry.what} | ${entry.ms} ms | ${pct(entry.share)} |`);
  return [
    `### ${title}`,
    `${summary.busyMs} ms of CPU sampled (idle left out).`,
    '',
    '| where (self time) | ms | share |',
    '| --- | --- | --- |',
    ...rows(summary.places),
    '',
    '| function (self time) | ms | share |',
    '| --- | --- | --- |',
    ...rows(summary.functions),
    '',
  ].join('\n');
}
