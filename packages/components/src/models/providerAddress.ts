// The base URL and API key a provider call goes out with, checked before anything is sent.
import { componentError } from '../messages';

/** Base URLs already checked, with what they became: every model run checks its node's. */
const checked = new Map<string, string>();
const MAX_CHECKED = 256;

/** An http(s) base URL without its trailing slash. */
export function baseUrlOf(value: string): string {
  const known = checked.get(value);
  if (known !== undefined) return known;
  const trimmed = checkedBaseUrl(value);
  if (checked.size >= MAX_CHECKED) checked.clear();
  checked.set(value, trimmed);
  return trimmed;
}

function checkedBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw componentError('MODEL_BASE_URL_INVALID', { url: value });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw componentError('MODEL_BASE_URL_INVALID', { url: value });
  return trimmed;
}

/** The key, or undefined for a service that runs without one; refuses a missing key it needs. */
export function apiKeyOf(value: string | undefined, options: { provider: string; required: boolean }): string | undefined {
  const key = value?.trim() ?? '';
  if (key !== '') return key;
  if (options.required) throw componentError('MODEL_API_KEY_MISSING', { provider: options.provider });
  return undefined;
}

export function modelNameOf(value: string | undefined, fallback: string | undefined): string {
  const name = value?.trim() || fallback;
  if (!name) throw componentError('MODEL_NAME_MISSING');
  return name;
}
