import { customType, integer, pgTable } from 'drizzle-orm/pg-core';

// Mirrors migrations/0010_search.sql. Written only by the database's triggers; read by search.ts.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const requestSearchDocuments = pgTable('request_search_documents', {
  requestId: integer('request_id').primaryKey(),
  document: tsvector('document').notNull(),
});
