// Every table the query builder knows, so a test can check them against the migrated database.
// A new domain adds its `tables.ts` here.
export * from '../accounts/tables.js';
export * from '../mfa/tables.js';
export * from '../outbox/tables.js';
export * from '../surveys/tables.js';
export * from '../uploads/tables.js';
export * from '../requests/tables.js';
export * from '../idempotency/tables.js';
export * from '../search/tables.js';
export * from '../requester/tables.js';
export * from '../concierge/tables.js';
export * from '../staff/tables.js';
export * from '../notifications/tables.js';
export * from '../accounts/profile-tables.js';
export * from '../passkeys/tables.js';
export * from '../api-tokens/tables.js';
export * from '../webhooks/tables.js';
export * from '../audit/tables.js';
export * from '../retention/tables.js';
export * from '../data-export/tables.js';
export * from '../service-levels/tables.js';
