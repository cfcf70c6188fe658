/** The SQLSTATE of a database error, looked for through drizzle's wrapping (`cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** PostgreSQL's unique_violation: a concurrent writer got there first. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
