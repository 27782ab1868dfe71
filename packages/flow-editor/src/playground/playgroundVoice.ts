// The playground's voice (spec/3 "Voice"): the flow being tried speaks its answers; its owner also
// gets the voice assistant, whose settings keep the keys among the owner's global variables.
import type { VariablesApi, VoiceApi } from '@app/api-client';
import type { ChatVoice } from '@app/chat-ui';

export function playgroundVoice(voice: VoiceApi, flowId: string, variables?: VariablesApi): ChatVoice {
  const speech: ChatVoice['speech'] = (request, signal) => voice.speech(request, { signal });
  if (!variables) return { flowId, speech };
  return {
    flowId,
    speech,
    socketUrl: (session) => voice.socketUrl(flowId, session),
    keys: { list: variables.list, create: variables.create, update: variables.update, elevenLabsVoices: voice.elevenLabsVoices },
  };
}
