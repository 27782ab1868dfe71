// What voice needs from the host page, given once through ChatVoiceProvider: the flow whose owner's
// keys pay, the speech call, and where they exist the voice assistant's socket and the signed-in
// user's key variables. The speak button shows wherever speech is given; the assistant where a
// socket is; its settings where there is a user.
import type { ElevenLabsVoice, SpeechRequest, VariablesApi } from '@app/api-client';
import { createContext, useContext } from 'react';

export interface ChatVoiceKeys extends Pick<VariablesApi, 'list' | 'create' | 'update'> {
  elevenLabsVoices(): Promise<ElevenLabsVoice[]>;
}

export interface ChatVoice {
  /** The flow the speech and the assistant speak for (an app chat's released flow). */
  flowId: string;
  /** POST voice/speech: PCM16 24 kHz bytes. */
  speech(request: SpeechRequest, signal: AbortSignal): Promise<ArrayBuffer>;
  /** The socket address of a session's voice assistant; without it there is no assistant. */
  socketUrl?(sessionId: string): string | Promise<string>;
  /** The signed-in user's variables, where the provider keys live; without it no settings. */
  keys?: ChatVoiceKeys;
}

const ChatVoiceContext = createContext<ChatVoice | null>(null);

export const ChatVoiceProvider = ChatVoiceContext.Provider;

export function useChatVoice(): ChatVoice | null {
  return useContext(ChatVoiceContext);
}
