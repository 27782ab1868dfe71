// The providers' keys: a user's global variables OPENAI_API_KEY and ELEVENLABS_API_KEY, read
// (credentials decrypted) through the variables service that builds use.
import type { VOICE_KEY_VARIABLES } from '@app/api-client';
import type { Logger } from 'pino';
import type { VariableResolution } from '../variables/runVariables';
import { VoiceError } from './voiceErrors';

export type VoiceKeyName = (typeof VOICE_KEY_VARIABLES)[keyof typeof VOICE_KEY_VARIABLES];

/** The key saved by `userId` under `name`; 'key_missing' when there is none, 'key_invalid' when it cannot be decrypted. */
export async function voiceKey(variables: VariableResolution, userId: string | null, name: VoiceKeyName, logger: Logger): Promise<string> {
  const { resolveVariable } = await variables.forOwner(userId, logger);
  let value: string | undefined;
  try {
    value = await resolveVariable(name, 'api_key');
  } catch {
    // resolveVariable has logged why (without the value).
    throw new VoiceError('key_invalid');
  }
  if (!value?.trim()) throw new VoiceError('key_missing');
  return value.trim();
}
