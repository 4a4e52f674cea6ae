/**
 * Whether a database error is a unique violation (PostgreSQL 23505, better-sqlite3
 * SQLITE_CONSTRAINT_UNIQUE), optionally of one index: PostgreSQL names the index in
 * `constraint`, SQLite only lists the columns in its message ("UNIQUE constraint failed:
 * competitors.sailing_id, competitors.sailor_id"), so both are given.
 */
export function isUniqueViolation(
  error: unknown,
  index?: { name: string; table: string; columns: readonly string[] },
): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code === '23505') return index === undefined || constraint === index.name;
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE') return false;
  if (index === undefined) return true;
  const columns = index.columns.map((column) => `${index.table}.${column}`).join(', ');
  return typeof message === 'string' && message.endsWith(`failed: ${columns}`);
}
