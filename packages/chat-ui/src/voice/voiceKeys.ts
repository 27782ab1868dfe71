// The provider keys as the user's global variables (spec/2 sections 3 and 5; spec/3 section 7):
// saved as type secret, created or updated by name; the variable list and the ElevenLabs voices
// are read at most every 5 minutes (a save reads the list again).
import { VOICE_DEFAULTS, type ElevenLabsVoice, type VariableRead } from '@app/api-client';
import type { ChatVoiceKeys } from './chatVoice';

interface Cached<T> {
  at: number;
  value: Promise<T>;
}

const variableCache = new WeakMap<ChatVoiceKeys, Cached<VariableRead[]>>();
const voiceCache = new WeakMap<ChatVoiceKeys, Cached<ElevenLabsVoice[]>>();

function cached<T>(cache: WeakMap<ChatVoiceKeys, Cached<T>>, keys: ChatVoiceKeys, read: () => Promise<T>, now: number): Promise<T> {
  const hit = cache.get(keys);
  if (hit && now - hit.at < VOICE_DEFAULTS.voiceListCacheMs) return hit.value;
  const value = read();
  cache.set(keys, { at: now, value });
  // A failed read is not kept: the next look asks again.
  value.catch(() => cache.get(keys)?.value === value && cache.delete(keys));
  return value;
}

/** The names of the user's variables, to tell which keys are saved. */
export async function savedKeyNames(keys: ChatVoiceKeys, now = Date.now()): Promise<Set<string>> {
  const variables = await cached(variableCache, keys, () => keys.list(), now);
  return new Set(variables.map((variable) => variable.name));
}

export function elevenLabsVoices(keys: ChatVoiceKeys, now = Date.now()): Promise<ElevenLabsVoice[]> {
  return cached(voiceCache, keys, () => keys.elevenLabsVoices(), now);
}

/** Saves `value` as the secret variable `name`: updates the existing one, else creates it. */
export async function saveKey(keys: ChatVoiceKeys, name: string, value: string): Promise<void> {
  const variables = await keys.list();
  const existing = variables.find((variable) => variable.name === name);
  if (existing) await keys.update(existing.id, { value });
  else await keys.create({ name, value, type: 'secret', default_fields: [] });
  variableCache.delete(keys);
  voiceCache.delete(keys);
}
