// Dates written in a time zone with a small pattern language: YYYY MM DD HH mm ss, Z for the UTC
// offset (+08:00), dddd for the Chinese weekday (星期三), [text] for literal text.
import { componentError } from '../messages';

const TOKENS = /\[([^\]]*)\]|YYYY|MM|DD|HH|mm|ss|Z|dddd/g;

/** Zones offered in the list; any other IANA name may be typed. */
export const COMMON_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Singapore',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
] as const;

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss Z dddd';

function partsIn(timeZone: string, date: Date): Record<string, string> {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
  } catch {
    throw componentError('DATE_UNKNOWN_TIMEZONE', { timezone: timeZone });
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '');
  parts.offset = offset === '' ? '+00:00' : offset;
  parts.weekday = new Intl.DateTimeFormat('zh-CN', { timeZone, weekday: 'long' }).format(date);
  return parts;
}

/** The date as the pattern writes it, in the time zone (an IANA name such as Asia/Shanghai). */
export function formatDate(date: Date, timeZone: string, pattern: string): string {
  const parts = partsIn(timeZone.trim(), date);
  const byToken: Record<string, string | undefined> = {
    YYYY: parts.year,
    MM: parts.month,
    DD: parts.day,
    HH: parts.hour,
    mm: parts.minute,
    ss: parts.second,
    Z: parts.offset,
    dddd: parts.weekday,
  };
  return pattern.replace(TOKENS, (token, literal: string | undefined) => literal ?? byToken[token] ?? token);
}
