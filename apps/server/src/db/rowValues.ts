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
