import type { VariableRead } from '@app/api-client';
import { describe, expect, it, vi } from 'vitest';
import type { ChatVoiceKeys } from './chatVoice';
import { elevenLabsVoices, saveKey, savedKeyNames } from './voiceKeys';

const variable = (name: string): VariableRead => ({ id: `id-${name}`, name, type: 'Credential', value: null, default_fields: [], created_at: '', updated_at: '' });

function keysWith(names: string[]): ChatVoiceKeys & { [K in keyof ChatVoiceKeys]: ReturnType<typeof vi.fn> } {
  return {
    list: vi.fn(async () => names.map(variable)),
    create: vi.fn(async (created: { name: string }) => variable(created.name)),
    update: vi.fn(async (id: string) => variable(id)),
    elevenLabsVoices: vi.fn(async () => [{ name: 'Rachel', voice_id: 'r1' }]),
  } as never;
}

describe('voice keys', () => {
  it('creates a missing key as a secret variable', async () => {
    const keys = keysWith([]);
    await saveKey(keys, 'OPENAI_API_KEY', 'sk-1');
    expect(keys.create).toHaveBeenCalledWith({ name: 'OPENAI_API_KEY', value: 'sk-1', type: 'secret', default_fields: [] });
    expect(keys.update).not.toHaveBeenCalled();
  });

  it('updates an existing key by its id', async () => {
    const keys = keysWith(['ELEVENLABS_API_KEY']);
    await saveKey(keys, 'ELEVENLABS_API_KEY', 'el-2');
    expect(keys.update).toHaveBeenCalledWith('id-ELEVENLABS_API_KEY', { value: 'el-2' });
    expect(keys.create).not.toHaveBeenCalled();
  });

  it('reads the key list and the voices at most every 5 minutes, again after a save', async () => {
    const keys = keysWith(['OPENAI_API_KEY']);
    expect(await savedKeyNames(keys, 0)).toEqual(new Set(['OPENAI_API_KEY']));
    await savedKeyNames(keys, 299_999);
    await elevenLabsVoices(keys, 0);
    await elevenLabsVoices(keys, 1000);
    expect(keys.list).toHaveBeenCalledTimes(1);
    expect(keys.elevenLabsVoices).toHaveBeenCalledTimes(1);
    await savedKeyNames(keys, 300_000);
    expect(keys.list).toHaveBeenCalledTimes(2);
    await saveKey(keys, 'OPENAI_API_KEY', 'x');
    await savedKeyNames(keys, 300_001);
    await elevenLabsVoices(keys, 1001);
    expect(keys.list).toHaveBeenCalledTimes(4);
    expect(keys.elevenLabsVoices).toHaveBeenCalledTimes(2);
  });
});
