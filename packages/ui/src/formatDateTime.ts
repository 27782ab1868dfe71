// The console's times (spec/1 section 9): yyyy-MM-dd HH:mm, or yyyy-MM-dd HH:mm:ss where entries
// can be seconds apart (policies, failed jobs, logs, the publish history), in the viewer's local time.

export type DateTimePrecision = 'minute' | 'second';

const pad = (value: number) => String(value).padStart(2, '0');

/** Formats an ISO timestamp; null, empty or unparsable input gives null. */
export function formatDateTime(iso: string | null | undefined, precision: DateTimePrecision = 'minute'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return precision === 'second' ? `${day} ${time}:${pad(date.getSeconds())}` : `${day} ${time}`;
}
