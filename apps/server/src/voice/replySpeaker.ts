// Speaks a reply while it streams: each whole sentence goes to the speech provider in turn, and
// its PCM reaches the client as it arrives, in pieces of whole samples.
import type { PcmStream } from './voiceProviders';
import { samplePieces } from './pcmAudio';
import { takeSegments } from './speechSegments';

/** Bytes of PCM per response.audio.delta: 100 ms at 24 kHz, about 6.4 kB of base64. */
export const AUDIO_DELTA_BYTES = 4800;

export interface ReplySpeakerOptions {
  speak(text: string, signal: AbortSignal): Promise<PcmStream>;
  onAudio(pcm: Buffer): void;
  /** The first failure; speaking stops after it. */
  onError(error: unknown): void;
  maxChars: number;
}

export interface ReplySpeaker {
  /** More of the reply's text. */
  push(text: string): void;
  /** The reply is complete: speaks what is left and resolves when all was spoken (or stopped). */
  finish(): Promise<void>;
  /** Stops speaking at once (the client muted or started a new turn). */
  cancel(): void;
}

export function createReplySpeaker(options: ReplySpeakerOptions): ReplySpeaker {
  const abort = new AbortController();
  const parts: string[] = [];
  let pending = '';
  let finished = false;
  let wake: (() => void) | undefined;
  const nudge = () => {
    wake?.();
    wake = undefined;
  };

  async function speakAll(): Promise<void> {
    while (!abort.signal.aborted) {
      const part = parts.shift();
      if (part === undefined) {
        if (finished) return;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      try {
        for await (const piece of samplePieces(await options.speak(part, abort.signal), AUDIO_DELTA_BYTES)) {
          if (abort.signal.aborted) return;
          options.onAudio(piece);
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        abort.abort();
        options.onError(error);
      }
    }
  }
  const speaking = speakAll();

  return {
    push(text) {
      if (finished) return;
      const { ready, rest } = takeSegments(pending + text, options.maxChars);
      pending = rest;
      if (ready.length === 0) return;
      parts.push(...ready);
      nudge();
    },
    async finish() {
      if (!finished) {
        finished = true;
        const { ready, rest } = takeSegments(pending, options.maxChars);
        parts.push(...ready, ...(rest.trim() === '' ? [] : [rest.trim()]));
        pending = '';
        nudge();
      }
      await speaking;
    },
    cancel() {
      abort.abort();
      nudge();
    },
  };
}
