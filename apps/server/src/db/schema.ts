// The one Drizzle schema, used by PGlite and PostgreSQL alike. Money columns are integer centavos.
// Tables live by area in db/schema/<area>.ts; this index re-exports them all, so every import site and
// drizzle.config.ts (which reads this file) see one schema. A new table goes in its area's file (or a new
// area file added to this list) with its migration.
export * from './schema/core.js';
export * from './schema/loans.js';
export * from './schema/payments.js';
export * from './schema/complaints.js';
export * from './schema/payouts.js';
export * from './schema/promotion.js';
export * from './schema/staff.js';
export * from './schema/credit.js';
export * from './schema/books.js';
export * from './schema/servicing.js';
export * from './schema/collections.js';
export * from './schema/approvals.js';
export * from './schema/review.js';
export * from './schema/webhooks.js';
export * from './schema/compliance.js';
export * from './schema/privacy.js';
export * from './schema/hardship-plans.js';
