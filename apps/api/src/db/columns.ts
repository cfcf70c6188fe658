import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read as a `Date` (every timestamp of ours carries its offset). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
