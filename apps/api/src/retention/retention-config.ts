/** The retention job's schedule (docs/personal-data.md#the-retention-job). */
export interface RetentionConfig {
  /**
   * How often each instance asks whether the pass is due; no timer when unset (tests run passes by hand).
   * From the environment: every minute.
   */
  pollMs?: number | undefined;
  /** How often the pass runs across the deployment (`RETENTION_EVERY_HOURS`); daily when unset. */
  everyMs?: number | undefined;
  /** Requests per batch transaction; RETENTION_BATCH when unset (tests take a few, so passes interleave). */
  batchSize?: number | undefined;
}

/** Reads `RETENTION_EVERY_HOURS` (checked beforehand by config-schema.ts). */
export function retentionConfigFromEnv(env: NodeJS.ProcessEnv): RetentionConfig {
  const hours = env.RETENTION_EVERY_HOURS;
  return {
    pollMs: 60_000,
    everyMs: hours && /^\d+$/.test(hours) ? Number(hours) * 60 * 60 * 1000 : undefined,
  };
}
