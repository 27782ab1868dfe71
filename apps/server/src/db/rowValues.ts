// Conversions between stored values and wire values, the same for both dialects.

export function toIsoTimestamp(value: Date | string): string;
export function toIsoTimestamp(value: Date | string | null): string | null;
export function toIsoTimestamp(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}

/** Timestamps are written as ISO strings: SQLite keeps them as text that sorts by time. */
export function isoTimestamp(date: Date): string {
  return date.toISOString();
}

/**
 * A JSON column as selected: PostgreSQL's jsonb arrives parsed, SQLite's text does not. Stored
 * values are always objects or arrays, so a string can only be SQLite's text form.
 */
export function fromJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A value for a JSON column: JSON text, which jsonb parses on insert and SQLite keeps as is. */
export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** True when the database refused a write for a unique index (PostgreSQL 23505, SQLite UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; message?: unknown } | null;
  if (candidate?.code === '23505') return true;
  return typeof candidate?.message === 'string' && candidate.message.includes('UNIQUE constraint failed');
}
