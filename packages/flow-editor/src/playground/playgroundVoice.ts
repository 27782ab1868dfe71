// The playground's voice (spec/3 "Voice"): the flow being tried speaks its answers and has the
// voice assistant; the owner's playground also has the assistant's settings, which keep the keys
// among the owner's global variables (the public page has no user).
import type { VariablesApi, VoiceApi } from '@app/api-client';
import type { ChatVoice } from '@app/chat-ui';

export function playgroundVoice(voice: VoiceApi, flowId: string, variables?: VariablesApi): ChatVoice {
  const speech: ChatVoice['speech'] = (request, signal) => voice.speech(request, { signal });
  const socketUrl = (session: string) => voice.socketUrl(flowId, session);
  if (!variables) return { flowId, speech, socketUrl };
  return {
    flowId,
    speech,
    socketUrl,
    keys: { list: variables.list, create: variables.create, update: variables.update, elevenLabsVoices: voice.elevenLabsVoices },
  };
}
