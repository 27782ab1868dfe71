// Plays PCM16 mono 24 kHz chunks as they arrive (spec/2 section 9: playback 24000 Hz): each chunk
// is scheduled to start where the previous one ends, so a reply in many pieces plays without gaps.
import { VOICE_DEFAULTS } from '@app/api-client';
import { decodePcm16 } from './pcm';

export interface PcmPlayer {
  /** Queues raw PCM16 LE bytes; a chunk may end mid-sample, the odd byte waits for the next one. */
  enqueue(bytes: Uint8Array): void;
  /** Stops what plays and drops the queue; the player stays usable. */
  stop(): void;
  /** Stops and frees the audio context. */
  close(): Promise<void>;
  /** Chunks that began playing, for the panel (and tests) to tell playback happened. */
  readonly playedChunks: number;
  /** Whether anything is playing or queued. */
  readonly playing: boolean;
}

export interface PcmPlayerOptions {
  /** Called when the queue has played out (not after stop). */
  onIdle?(): void;
  /** Makes the context; the browser's AudioContext at 24 kHz when not given. */
  createContext?(): AudioContext;
}

export function createPcmPlayer(options: PcmPlayerOptions = {}): PcmPlayer {
  const context = options.createContext?.() ?? new AudioContext({ sampleRate: VOICE_DEFAULTS.playbackSampleRate });
  const sources = new Set<AudioBufferSourceNode>();
  let nextStart = 0;
  let carry: Uint8Array | null = null;
  let playedChunks = 0;

  const schedule = (samples: Float32Array) => {
    const buffer = context.createBuffer(1, samples.length, VOICE_DEFAULTS.playbackSampleRate);
    buffer.getChannelData(0).set(samples);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    nextStart = Math.max(nextStart, context.currentTime);
    source.start(nextStart);
    nextStart += buffer.duration;
    sources.add(source);
    playedChunks += 1;
    source.onended = () => {
      if (!sources.delete(source)) return;
      if (sources.size === 0) options.onIdle?.();
    };
  };

  return {
    enqueue(bytes) {
      const joined = carry ? concat(carry, bytes) : bytes;
      const even = joined.length - (joined.length % 2);
      carry = even < joined.length ? joined.slice(even) : null;
      if (even === 0) return;
      // A context created before any click in the page starts suspended.
      if (context.state === 'suspended') void context.resume();
      schedule(decodePcm16(joined.subarray(0, even)));
    },
    stop() {
      const playing = [...sources];
      sources.clear();
      for (const source of playing) source.stop();
      carry = null;
      nextStart = 0;
    },
    async close() {
      this.stop();
      await context.close();
    },
    get playedChunks() {
      return playedChunks;
    },
    get playing() {
      return sources.size > 0;
    },
  };
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}
