/** True for a unique-constraint violation on either dialect (SQLite's code, or PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}

/** Counts come back as numbers from SQLite and as bigint text from PostgreSQL. */
export function toCount(value: string | number | bigint | undefined): number {
  return value === undefined ? 0 : Number(value);
}

/** JSON documents are stored as text on both dialects. */
export function parseJson(text: string): unknown {
  return JSON.parse(text) as unknown;
}
