import { eq, inArray } from 'drizzle-orm';
import type { RequestState } from '@concierge/api-client';
import { DEMO_USERS } from '../accounts/demo.js';
import { findUserByEmail } from '../accounts/queries.js';
import { applyMove } from '../concierge/moves.js';
import type { SeedContext } from '../db/seed.js';
import { sanitizeMessageHtml } from '../thread/sanitize.js';
import type { StoredAnswer } from '../surveys/answer-rules.js';
import { saveAnswer, startOrResumeRun } from '../surveys/queries.js';
import type { SeedDatumSlug } from '../surveys/seed-content.js';
import { createRequestFromRun } from '../surveys/submit.js';
import { startClocks, teamReplied } from '../service-levels/clocks.js';
import { followStateChange } from '../service-levels/life-hooks.js';
import { requestClocks } from '../service-levels/tables.js';
import { data, requestSurveys } from '../surveys/tables.js';
import { SYSTEM_ACTOR } from './lifecycle.js';
import { insertMessage } from './queries.js';
import { requests } from './tables.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface DemoRequest {
  survey: string;
  /** How long ago it was submitted. */
  ageMs: number;
  answers: Partial<Record<SeedDatumSlug, string | string[]>>;
  /** In order, an hour apart after submission: a concierge message, or a move to another list. */
  events: Array<{ say: string } | { move: RequestState }>;
}

/** Two requests in each list, with conversations; one waits on the user. */
export const DEMO_REQUESTS: DemoRequest[] = [
  {
    survey: 'find-a-plumber',
    ageMs: 1 * DAY,
    answers: { 'plumbing-problem': 'Leak', urgency: 'This week', zip: '94110', phone: '415 555 0134' },
    events: [
      { say: '<p>Thanks! Could you tell us where the leak is, and whether water is still running?</p>' },
    ],
  },
  {
    survey: 'home-cleaning',
    ageMs: 2 * HOUR,
    answers: {
      rooms: ['Kitchen', 'Bathrooms'],
      frequency: 'Every two weeks',
      'preferred-date': '2026-12-04',
      zip: '94110',
    },
    events: [],
  },
  {
    survey: 'plan-a-trip',
    ageMs: 3 * DAY,
    answers: {
      destination: 'Lisbon',
      departure: '2027-04-10',
      travelers: '2',
      interests: ['Food', 'Museums'],
      email: 'demo@concierge.test',
    },
    events: [
      { move: 'in_progress' },
      { say: '<p>I am putting together three itineraries; expect them <strong>by Friday</strong>.</p>' },
    ],
  },
  {
    survey: 'restaurant-reservation',
    ageMs: 4 * DAY,
    answers: { 'party-size': '4', 'dinner-date': '2026-12-12', cuisine: 'Japanese', phone: '415 555 0134' },
    events: [{ move: 'in_progress' }],
  },
  {
    survey: 'moving-help',
    ageMs: 10 * DAY,
    answers: {
      'moving-from': 'Oakland',
      'moving-to': 'San Francisco',
      'moving-day': '2026-11-28',
      phone: '415 555 0134',
    },
    events: [
      { move: 'in_progress' },
      {
        say: '<p>Movers are booked for 8am. Details: <a href="https://example.com/booking">your booking</a>.</p>',
      },
      { move: 'completed' },
    ],
  },
  {
    survey: 'insurance-quote',
    ageMs: 20 * DAY,
    answers: { 'insurance-type': 'Renters', zip: '94110', email: 'demo@concierge.test' },
    events: [
      { move: 'in_progress' },
      { say: '<p>Here are three quotes; the second is the best value.</p>' },
      { move: 'completed' },
    ],
  },
];

const toStored = (value: string | string[]): StoredAnswer =>
  Array.isArray(value) ? { list: value } : { text: value };

/** The demo user's requests (DEMO_REQUESTS), made through the same code as real ones; once. */
export async function seedDemoRequests({ db, now }: SeedContext): Promise<void> {
  const [demo, concierge] = await Promise.all(DEMO_USERS.map((user) => findUserByEmail(db, user.email)));
  if (!demo || !concierge) return;
  const [existing] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(eq(requests.userId, demo.user.id))
    .limit(1);
  if (existing) return;

  const surveys = new Map(
    (
      await db
        .select()
        .from(requestSurveys)
        .where(
          inArray(
            requestSurveys.slug,
            DEMO_REQUESTS.map((r) => r.survey),
          ),
        )
    ).map((survey) => [survey.slug, survey]),
  );
  const datumIds = new Map(
    (await db.select({ id: data.id, slug: data.slug }).from(data)).map((row) => [row.slug, row.id]),
  );
  const base = now().getTime();
  const conciergeName = `${concierge.user.firstName} ${concierge.user.lastName}`;

  for (const demoRequest of DEMO_REQUESTS) {
    const survey = surveys.get(demoRequest.survey);
    if (!survey) continue;
    const submittedAt = base - demoRequest.ageMs;
    const run = await startOrResumeRun(db, demo.user.id, survey.id, new Date(submittedAt));
    for (const [slug, value] of Object.entries(demoRequest.answers)) {
      const datumId = datumIds.get(slug);
      if (datumId === undefined || value === undefined) continue;
      await saveAnswer(db, {
        runId: run.id,
        userId: demo.user.id,
        datumId,
        answer: toStored(value),
        at: new Date(submittedAt),
      });
    }
    // The demo's requests run their service-level clocks as real ones do (docs/service-levels.md#clocks), so
    // the console shows what is due on them; no routing, no email.
    const requestId = await createRequestFromRun(
      { db, now: () => new Date(submittedAt), onRequestCreated: [startClocks] },
      demo.user.id,
      run.id,
    );
    for (const [index, event] of demoRequest.events.entries()) {
      const at = new Date(submittedAt + (index + 1) * HOUR);
      if ('move' in event) {
        await applyMove(
          { db, now: () => at, onStateChanged: [followStateChange] },
          requestId,
          event.move,
          SYSTEM_ACTOR,
        );
        continue;
      }
      await db.transaction(async (tx) => {
        await insertMessage(tx, {
          requestId,
          authorId: concierge.user.id,
          source: 'concierge',
          sourceName: conciergeName,
          bodyHtml: sanitizeMessageHtml(event.say),
          createdAt: at,
        });
        await teamReplied(tx, requestId, at);
      });
    }
    // The demo's past is not escalated: a fresh demo would otherwise email the team about requests that
    // were overdue before it started. Their clocks alert again from their next restart.
    await db
      .update(requestClocks)
      .set({ replyAlertAt: null, resolutionAlertAt: null, nextAlertAt: null })
      .where(eq(requestClocks.requestId, requestId));
  }
}
