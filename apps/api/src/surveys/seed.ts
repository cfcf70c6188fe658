import { inArray } from 'drizzle-orm';
import type { SeedContext } from '../db/seed.js';
import { SEED_CATEGORIES, SEED_DATA, type SeedDatum, type SeedDatumSlug } from './seed-content.js';
import { data, requestSurveys, surveyCategories, surveyItems } from './tables.js';

const surveySlugs = SEED_CATEGORIES.flatMap((category) => category.surveys.map((survey) => survey.slug));

/**
 * The demo catalogue (seed-content.ts), in a handful of statements; rows that exist (by slug) are kept as
 * they are, so an edited catalogue never overwrites a deployment's own changes.
 */
export async function seedSurveys({ db }: SeedContext): Promise<void> {
  const existing = await db
    .select({ slug: requestSurveys.slug })
    .from(requestSurveys)
    .where(inArray(requestSurveys.slug, surveySlugs));
  if (existing.length === surveySlugs.length) return;

  await db
    .insert(surveyCategories)
    .values(
      SEED_CATEGORIES.map((category, position) => ({
        slug: category.slug,
        name: category.name,
        description: category.description,
        recommended: category.recommended,
        position,
      })),
    )
    .onConflictDoNothing({ target: surveyCategories.slug });
  const categoryIds = new Map(
    (await db.select({ id: surveyCategories.id, slug: surveyCategories.slug }).from(surveyCategories)).map(
      (row) => [row.slug, row.id],
    ),
  );

  const datumEntries = Object.entries(SEED_DATA) as Array<[SeedDatumSlug, SeedDatum]>;
  await db
    .insert(data)
    .values(
      datumEntries.map(([slug, datum]) => ({
        slug,
        question: datum.question,
        kind: datum.kind,
        options: datum.options ?? [],
        description: datum.description ?? '',
      })),
    )
    .onConflictDoNothing({ target: data.slug });
  const datumIds = new Map(
    (await db.select({ id: data.id, slug: data.slug }).from(data)).map((row) => [row.slug, row.id]),
  );

  const surveys = SEED_CATEGORIES.flatMap((category) =>
    category.surveys.map((survey, position) => ({
      survey,
      categoryId: categoryIds.get(category.slug)!,
      position,
    })),
  );
  const inserted = await db
    .insert(requestSurveys)
    .values(
      surveys.map(({ survey, categoryId, position }) => ({
        slug: survey.slug,
        categoryId,
        name: survey.name,
        description: survey.description,
        forAlpha: survey.forAlpha,
        position,
      })),
    )
    .onConflictDoNothing({ target: requestSurveys.slug })
    .returning({ id: requestSurveys.id, slug: requestSurveys.slug });

  // Items only for surveys made now: an existing survey keeps its own questions.
  const items = inserted.flatMap(({ id, slug }) => {
    const survey = surveys.find((entry) => entry.survey.slug === slug)!.survey;
    return survey.items.map((entry, position) => {
      const optional = entry.endsWith('?');
      const datumSlug = (optional ? entry.slice(0, -1) : entry) as SeedDatumSlug;
      return { requestSurveyId: id, datumId: datumIds.get(datumSlug)!, position, optional };
    });
  });
  if (items.length > 0) await db.insert(surveyItems).values(items);
}
