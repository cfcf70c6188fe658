// What a plan of EXPLAIN (ANALYZE, BUFFERS) says in a line of the report: the time PostgreSQL took, the
// scans it chose and the indexes among them (the whole text is kept beside, in a plans file).

const SCAN =
  /((?:Seq|Index|Bitmap Index|Bitmap Heap|Index Only|Parallel Index|Parallel Index Only|Parallel Seq|Parallel Bitmap Heap) Scan[^(]*)/;
const INDEX = /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/;

/** The plan's execution time (ms), its distinct scans in order, and the indexes it read. */
export function planSummary(lines) {
  const distinct = (pattern) => [...new Set(lines.flatMap((line) => pattern.exec(line)?.[1].trim() ?? []))];
  return {
    executionMs: Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN),
    scans: distinct(SCAN),
    indexes: distinct(INDEX),
    text: lines,
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of `text` with `values` on a pg client (the custom plan of those values). */
export async function explainAnalyze(client, { text, values }) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  return planSummary(rows.map((row) => row['QUERY PLAN']));
}
