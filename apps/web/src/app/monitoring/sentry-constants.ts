// docs/product.md#what-the-product-does and docs/limits.md#business-constants: error-reporting sample rates. Imported by the Sentry set-up; asserted in the e2e suite.

/** Every transaction is traced. */
export const TRACES_SAMPLE_RATE = 1.0;
/** One session in ten is replayed... */
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;
/** ...and every session that hits an error. */
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;
