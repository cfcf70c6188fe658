import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CategoryRequestSurveysResponse,
  ItemKind,
  RecommendedCategoriesResponse,
  SurveyCategoriesResponse,
} from '@concierge/api-client';
import { PasswordHasher } from '../accounts/passwords.js';
import { seed } from '../db/seed.js';
import { messages, requests } from '../requests/tables.js';
import { listenForTests, signUpNewUser } from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, TEST_ARGON2 } from '../testing/test-server.js';
import { SEED_CATEGORIES } from './seed-content.js';
import { data, requestSurveys, surveyCategories, surveyItems } from './tables.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const token = await signUpNewUser(client);

const get = async (path: string) => {
  const res = await client.call('GET', path, { token });
  expect(res.status, path).toBe(200);
  return res.json();
};

describe(onDb('survey categories'), () => {
  it('lists every category in order with all of its surveys, for_alpha or not', async () => {
    const { survey_categories: categories } = SurveyCategoriesResponse.parse(
      await get('/api/v1/survey_categories'),
    );
    expect(categories.map((category) => category.name)).toEqual(
      SEED_CATEGORIES.map((category) => category.name),
    );
    const surveys = categories.flatMap((category) => category.request_surveys);
    expect(surveys.some((survey) => !survey.for_alpha)).toBe(true);
    expect(Math.max(...categories.map((category) => category.request_surveys.length))).toBeGreaterThan(3);
    expect(categories[0]!.request_surveys[0]).toEqual({
      id: expect.any(Number),
      name: 'Find a plumber',
      description: 'Leaks, clogs and water heaters.',
      for_alpha: true,
    });
  });

  it('recommends the recommended categories, every survey included (the client keeps 3 for_alpha ones)', async () => {
    const body = RecommendedCategoriesResponse.parse(await get('/api/v1/recommended_request_categories'));
    expect(body.success).toBe(true);
    const expected = SEED_CATEGORIES.filter((category) => category.recommended);
    expect(body.recommended_request_categories.map((category) => category.name)).toEqual(
      expected.map((category) => category.name),
    );
    expect(body.recommended_request_categories.map((category) => category.request_surveys.length)).toEqual(
      expected.map((category) => category.surveys.length),
    );
  });

  it('answers one category’s surveys, and 404 for a category that does not exist', async () => {
    const { survey_categories: categories } = SurveyCategoriesResponse.parse(
      await get('/api/v1/survey_categories'),
    );
    const travel = categories.find((category) => category.name === 'Travel and dining')!;
    const body = CategoryRequestSurveysResponse.parse(
      await get(`/api/v1/survey_categories/${travel.id}/request_surveys`),
    );
    expect(body).toEqual({
      survey_category: { id: travel.id, name: travel.name, description: travel.description },
      request_surveys: travel.request_surveys,
    });
    const missing = await client.call('GET', '/api/v1/survey_categories/999999/request_surveys', { token });
    expect(missing.status).toBe(404);
    expect(
      (await client.call('GET', '/api/v1/survey_categories/abc/request_surveys', { token })).status,
    ).toBe(400);
    expect((await client.call('GET', '/api/v1/survey_categories')).status).toBe(401);
  });
});

describe(onDb('the seed'), () => {
  const counts = async () => {
    const total = async (table: PgTable) =>
      Number((await server.database.db.select({ n: count() }).from(table))[0]?.n);
    return Promise.all([surveyCategories, requestSurveys, data, surveyItems, requests, messages].map(total));
  };

  it('asks every kind of question', async () => {
    const kinds = new Set(
      (await server.database.db.select({ kind: data.kind }).from(data)).map((row) => row.kind),
    );
    expect([...kinds].sort()).toEqual([...ItemKind.options].sort());
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    await seed({
      db: server.database.db,
      passwords: new PasswordHasher(TEST_ARGON2, 1),
      now: server.clock.now,
    });
    expect(await counts()).toEqual(before);
  });
});
