import pg from 'pg';
import type { Acknowledged } from './mixed-load.js';

// After a run: every write a client saw acknowledged is in the database, and nothing is there twice.

export interface WriteCheck {
  what: string;
  acknowledged: number;
  /** Acknowledged but not in the database. */
  lost: number;
  /** In the database more than once (or more requests than one per submitted run). */
  doubled: number;
}

export async function checkAcknowledgedWrites(
  databaseUrl: string,
  acked: Acknowledged,
): Promise<WriteCheck[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = async <T>(sql: string, params: unknown[]) => (await client.query(sql, params)).rows as T[];

    const runIds = [...new Set(acked.answers.map((a) => a.runId))];
    const answers = await rows<{ run: number; item: number; n: string }>(
      `SELECT user_request_survey_id AS run, datum_id AS item, count(*) AS n FROM user_request_answers
       WHERE user_request_survey_id = ANY($1) GROUP BY 1, 2`,
      [runIds],
    );
    const answerCounts = new Map(answers.map((r) => [`${r.run}:${r.item}`, Number(r.n)]));

    const submittedRuns = acked.submits.map((s) => s.runId);
    const requests = await rows<{ run: number; n: string }>(
      `SELECT user_request_survey_id AS run, count(*) AS n FROM requests
       WHERE user_request_survey_id = ANY($1) GROUP BY 1`,
      [runIds],
    );
    const requestCounts = new Map(requests.map((r) => [r.run, Number(r.n)]));

    const replies = await rows<{ body: string; n: string }>(
      `SELECT body_html AS body, count(*) AS n FROM messages WHERE body_html = ANY($1) GROUP BY 1`,
      [acked.replies.map((reply) => `<p>${reply}</p>`)],
    );
    const replyCounts = new Map(replies.map((r) => [r.body, Number(r.n)]));

    const uploads = await rows<{ key: string; n: string }>(
      `SELECT key, count(*) AS n FROM uploads WHERE key = ANY($1) AND state = 'uploaded' GROUP BY 1`,
      [acked.uploads],
    );
    const uploadCounts = new Map(uploads.map((r) => [r.key, Number(r.n)]));

    const uniqueAnswers = [...new Set(acked.answers.map((a) => `${a.runId}:${a.itemId}`))];
    return [
      {
        what: 'survey answers',
        acknowledged: uniqueAnswers.length,
        lost: uniqueAnswers.filter((key) => !answerCounts.has(key)).length,
        doubled: [...answerCounts.values()].filter((n) => n > 1).length,
      },
      {
        what: 'submitted requests',
        acknowledged: submittedRuns.length,
        lost: submittedRuns.filter((run) => !requestCounts.has(run)).length,
        doubled: [...requestCounts.values()].filter((n) => n > 1).length,
      },
      {
        what: 'replies',
        acknowledged: acked.replies.length,
        lost: acked.replies.filter((reply) => !replyCounts.has(`<p>${reply}</p>`)).length,
        doubled: [...replyCounts.values()].filter((n) => n > 1).length,
      },
      {
        what: 'uploads',
        acknowledged: acked.uploads.length,
        lost: acked.uploads.filter((key) => !uploadCounts.has(key)).length,
        doubled: [...uploadCounts.values()].filter((n) => n > 1).length,
      },
    ];
  } finally {
    await client.end();
  }
}
