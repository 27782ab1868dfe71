// Stand-ins for the voice stories: speech that answers a short tone, and key variables in memory.
import type { VariableRead } from '@app/api-client';
import type { ChatVoice, ChatVoiceKeys } from './chatVoice';

/** Half a second of a 440 Hz tone as PCM16 24 kHz, what POST voice/speech answers. */
function tone(): ArrayBuffer {
  const rate = 24000;
  const view = new DataView(new ArrayBuffer(rate));
  for (let index = 0; index < rate / 2; index += 1) view.setInt16(index * 2, Math.round(Math.sin((2 * Math.PI * 440 * index) / rate) * 0x2000), true);
  return view.buffer;
}

export function storyKeys(saved: string[] = []): ChatVoiceKeys {
  const variables: VariableRead[] = saved.map((name) => ({ id: name, name, type: 'Credential', value: null, default_fields: [], created_at: '', updated_at: '' }));
  return {
    list: async () => [...variables],
    create: async (created) => {
      const variable: VariableRead = { id: created.name, name: created.name, type: 'Credential', value: null, default_fields: [], created_at: '', updated_at: '' };
      variables.push(variable);
      return variable;
    },
    update: async (id) => variables.find((variable) => variable.id === id)!,
    elevenLabsVoices: async () => [
      { name: 'Rachel', voice_id: '21m00Tcm4TlvDq8ikWAM' },
      { name: 'Adam', voice_id: 'pNInz6obpgDQGcFmaJgB' },
    ],
  };
}

export function storyVoice(changes: Partial<ChatVoice> = {}): ChatVoice {
  return {
    flowId: 'flow-1',
    speech: () => new Promise((resolve) => setTimeout(() => resolve(tone()), 600)),
    ...changes,
  };
}
