// The speak button's work, loaded on its first click: the message's text spoken in the chosen
// provider and voice (POST voice/speech) and played. One message speaks at a time: starting
// another stops the one speaking.
import type { ChatVoice } from './chatVoice';
import { createPcmPlayer, type PcmPlayer } from './pcmPlayer';
import { spokenText } from './spokenText';
import { readVoiceSettings } from './voiceSettings';

export { addVoiceTexts } from './voiceTexts';
export { speechErrorKey } from './voiceErrors';

export interface Speaking {
  /** Resolves once the audio is in and playing; rejects when the speech call fails. */
  started: Promise<void>;
  stop(): void;
}

let player: PcmPlayer | undefined;
let current: { stop(): void } | undefined;

export function speak(voice: ChatVoice, text: string, onEnd: () => void): Speaking {
  current?.stop();
  const controller = new AbortController();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    if (current === handle) current = undefined;
    onEnd();
  };
  const handle = {
    stop() {
      controller.abort();
      player?.stop();
      end();
    },
  };
  current = handle;
  const settings = readVoiceSettings();
  const started = voice.speech({ flow_id: voice.flowId, text: spokenText(text), provider: settings.provider, voice: settings.voice }, controller.signal).then(
    (audio) => {
      if (controller.signal.aborted) return;
      player ??= createPcmPlayer({ onIdle: () => current?.stop() });
      player.enqueue(new Uint8Array(audio));
      if (!player.playing) end();
    },
    (error: unknown) => {
      end();
      if (!controller.signal.aborted) throw error;
    },
  );
  return { started, stop: handle.stop };
}
