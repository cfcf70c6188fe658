import { bigserial, boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ItemKind } from '@concierge/api-client';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0002_surveys.sql (the SQL is the source of truth).

export const surveyCategories = pgTable('survey_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  recommended: boolean('recommended').notNull().default(true),
  position: integer('position').notNull().default(0),
});
export type SurveyCategoryRow = typeof surveyCategories.$inferSelect;

export const requestSurveys = pgTable('request_surveys', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  categoryId: integer('category_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  forAlpha: boolean('for_alpha').notNull().default(true),
  position: integer('position').notNull().default(0),
});
export type RequestSurveyRow = typeof requestSurveys.$inferSelect;

export const data = pgTable('data', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  question: text('question').notNull(),
  kind: text('kind').$type<ItemKind>().notNull(),
  options: jsonb('options').$type<string[]>().notNull().default([]),
  description: text('description').notNull().default(''),
});
export type DatumRow = typeof data.$inferSelect;

export const surveyItems = pgTable('survey_items', {
  id: serial('id').primaryKey(),
  requestSurveyId: integer('request_survey_id').notNull(),
  datumId: integer('datum_id').notNull(),
  position: integer('position').notNull(),
  optional: boolean('optional').notNull().default(false),
});

export const userRequestSurveys = pgTable('user_request_surveys', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  requestSurveyId: integer('request_survey_id').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  submittedAt: timestamptz('submitted_at'),
});
export type UserRequestSurveyRow = typeof userRequestSurveys.$inferSelect;

export const userRequestAnswers = pgTable('user_request_answers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userRequestSurveyId: integer('user_request_survey_id').notNull(),
  userId: integer('user_id').notNull(),
  datumId: integer('datum_id').notNull(),
  valueText: text('value_text'),
  valueList: text('value_list').array(),
  answeredAt: timestamptz('answered_at').notNull(),
});
export type UserRequestAnswerRow = typeof userRequestAnswers.$inferSelect;
