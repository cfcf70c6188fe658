import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { RatingScore } from '@concierge/api-client';
import { timestamptz } from '../db/columns.js';

// Mirrors the ratings part of migrations/0010_search.sql.

export const requestRatings = pgTable('request_ratings', {
  requestId: integer('request_id').primaryKey(),
  userId: integer('user_id').notNull(),
  score: text('score').$type<RatingScore>().notNull(),
  comment: text('comment'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
export type RatingRow = typeof requestRatings.$inferSelect;
