import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ReportGrouping, ReportLine, ServiceLevelReportResponse } from '@concierge/api-client';
import type { Db } from '../db/database.js';

// Reports (docs/service-levels.md#reports): the requests made in a date range, broken down by company,
// concierge (the assignee now) or category, with their first reply's and resolution's business time as the
// clocks recorded them (p50 and p90), the share within target, and ratings; and the backlog at the end of each
// day. Dates are days of the default policy's time zone. One query for the lines and their total (GROUPING
// SETS), one for the backlog (requests made minus requests completed, summed day by day).

const MINUTE = 60_000;

/** What a line is keyed and labelled by, per grouping. */
const GROUPINGS: Record<ReportGrouping, { id: SQL; label: SQL }> = {
  company: { id: sql`co.id`, label: sql`co.name` },
  concierge: { id: sql`a.id`, label: sql`a.first_name || ' ' || a.last_name` },
  category: { id: sql`cat.id`, label: sql`cat.name` },
};

interface LineRow extends Record<string, unknown> {
  is_total: number;
  id: number | null;
  label: string | null;
  requests: number;
  first_p50: number | null;
  first_p90: number | null;
  resolution_p50: number | null;
  resolution_p90: number | null;
  first_met: number | null;
  resolution_met: number | null;
  ratings: number;
  good_share: number | null;
}

const minutes = (ms: number | null) => (ms === null ? null : Math.round(Number(ms) / MINUTE));
const share = (value: number | null) => (value === null ? null : Math.round(Number(value) * 1000) / 1000);

function toLine(row: LineRow): ReportLine {
  return {
    id: row.id === null ? null : Number(row.id),
    label: row.label,
    requests: Number(row.requests),
    first_reply_p50_minutes: minutes(row.first_p50),
    first_reply_p90_minutes: minutes(row.first_p90),
    resolution_p50_minutes: minutes(row.resolution_p50),
    resolution_p90_minutes: minutes(row.resolution_p90),
    first_reply_within_target: share(row.first_met),
    resolution_within_target: share(row.resolution_met),
    ratings: Number(row.ratings),
    good_rating_share: share(row.good_share),
  };
}

/** The range's bounds as instants: from the start of `from` to the end of `to`, in `zone`. */
export function rangeOf(from: string, to: string, zone: string) {
  const start = DateTime.fromISO(from, { zone }).startOf('day');
  const end = DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day');
  return { start: start.toJSDate(), end: end.toJSDate() };
}

/** The query of the lines and the total; exported for the bench, which times it beside the endpoint. */
export function reportLinesQuery(by: ReportGrouping, start: Date, end: Date): SQL {
  const group = GROUPINGS[by];
  return sql`
    SELECT grouping(${group.id}, ${group.label}) AS is_total, ${group.id} AS id, ${group.label} AS label,
      count(*)::int AS requests,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY c.first_reply_ms) AS first_p50,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY c.first_reply_ms) AS first_p90,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY c.resolution_ms) AS resolution_p50,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY c.resolution_ms) AS resolution_p90,
      avg(c.first_reply_met::int)::float8 AS first_met,
      avg(c.resolution_met::int)::float8 AS resolution_met,
      count(rt.request_id)::int AS ratings,
      avg((rt.score = 'good')::int)::float8 AS good_share
    FROM requests r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN companies co ON co.id = u.company_id
    LEFT JOIN users a ON a.id = r.assignee_id
    LEFT JOIN user_request_surveys urs ON urs.id = r.user_request_survey_id
    LEFT JOIN request_surveys rs ON rs.id = urs.request_survey_id
    LEFT JOIN survey_categories cat ON cat.id = rs.category_id
    LEFT JOIN request_clocks c ON c.request_id = r.id
    LEFT JOIN request_ratings rt ON rt.request_id = r.id
    WHERE r.created_at >= ${start.toISOString()}::timestamptz AND r.created_at < ${end.toISOString()}::timestamptz
    GROUP BY GROUPING SETS ((${group.id}, ${group.label}), ())
    ORDER BY is_total, requests DESC, label`;
}

/**
 * Requests not completed at the end of each day of the range, in `zone`: each request made (completed) is
 * counted on its local day, those before the range on its first day, and the counts are summed day by day.
 * A request's completion is its latest (request_completions, kept by the state changes); one completed before
 * that table existed counts from its last update.
 */
function backlogQuery(from: string, to: string, end: Date, zone: string): SQL {
  const completedAt = sql`coalesce(rc.completed_at, r.updated_at)`;
  return sql`
    WITH made AS (
      SELECT greatest((r.created_at AT TIME ZONE ${zone})::date, ${from}::date) AS day, count(*) AS n
      FROM requests r WHERE r.created_at < ${end.toISOString()}::timestamptz GROUP BY 1
    ),
    done AS (
      SELECT greatest((${completedAt} AT TIME ZONE ${zone})::date, ${from}::date) AS day, count(*) AS n
      FROM requests r LEFT JOIN request_completions rc ON rc.request_id = r.id
      WHERE r.state = 'completed' AND ${completedAt} < ${end.toISOString()}::timestamptz GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
      greatest(0, sum(coalesce(made.n, 0) - coalesce(done.n, 0)) OVER (ORDER BY days.day))::int AS open
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS days (day)
    LEFT JOIN made ON made.day = days.day::date LEFT JOIN done ON done.day = days.day::date
    ORDER BY days.day`;
}

/** The rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export async function serviceLevelReport(
  db: Db,
  query: { from: string; to: string; by: ReportGrouping },
  zone: string,
): Promise<ServiceLevelReportResponse['report']> {
  const { start, end } = rangeOf(query.from, query.to, zone);
  const { lines, backlog } = await db.transaction(async (tx) => {
    // PostgreSQL's estimate of the backlog's cost is far above its work (about 70 ms at 100 000 requests), so
    // it would compile the query to machine code on every call, which took longer than running it
    // (bench/README.md, service levels). PGlite accepts the setting too.
    await tx.execute(sql.raw('SET LOCAL jit = off'));
    return {
      lines: await rowsOf<LineRow>(tx, reportLinesQuery(query.by, start, end)),
      backlog: await rowsOf<{ date: string; open: number }>(
        tx,
        backlogQuery(query.from, query.to, end, zone),
      ),
    };
  });
  const total = lines.find((row) => Number(row.is_total) !== 0);
  return {
    from: query.from,
    to: query.to,
    by: query.by,
    time_zone: zone,
    lines: lines.filter((row) => Number(row.is_total) === 0).map(toLine),
    total: total
      ? { ...toLine(total), id: null, label: null }
      : toLine({ is_total: 1, id: null, label: null, requests: 0, ratings: 0 } as LineRow),
    backlog: backlog.map((row) => ({ date: row.date, open: Number(row.open) })),
  };
}
