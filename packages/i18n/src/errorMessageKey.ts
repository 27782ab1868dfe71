// Maps a server error code to its translation key, falling back to the generic text so a code
// the catalogue does not know yet still shows something sensible.
import { errors } from './locales/zh/errors';

export type ErrorMessageKey = `errors:${keyof typeof errors}`;

export function errorMessageKey(code: number | undefined): ErrorMessageKey {
  const key = String(code);
  return Object.hasOwn(errors, key) ? (`errors:${key}` as ErrorMessageKey) : 'errors:unknown';
}
