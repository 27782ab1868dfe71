// Shows a seeded record's stored name or description in the user's language (see locales/zh/seeded).
import type { i18n } from 'i18next';
import { seeded } from './locales/zh/seeded';

export type SeededKey = keyof typeof seeded;

/** The stored texts of the seeded records, for the server that seeds them. */
export const SEEDED_TEXTS: Readonly<Record<SeededKey, string>> = seeded;

const seededKeyOf = (stored: string) => (Object.keys(seeded) as SeededKey[]).find((candidate) => seeded[candidate] === stored);

/** `stored` in the user's language when it is a seeded record's text; anything else (a user's own name) as stored. */
export function seededText(i18n: Pick<i18n, 't'>, stored: string): string {
  const key = seededKeyOf(stored);
  return key ? String(i18n.t(`seeded:${key}`)) : stored;
}

/** Whether `stored` is a seeded record's text (shown translated) rather than user data. */
export function isSeededText(stored: string): boolean {
  return seededKeyOf(stored) !== undefined;
}
