import { describe, expect, it, vi } from 'vitest';
import { createPcmPlayer } from './pcmPlayer';

/** Enough of an AudioContext to see what is scheduled when. */
function fakeContext() {
  const started: Array<{ at: number; samples: number; source: { stop: ReturnType<typeof vi.fn>; onended: (() => void) | null } }> = [];
  const context = {
    currentTime: 1,
    state: 'running',
    destination: {},
    sampleRate: 24000,
    createBuffer: (_channels: number, length: number, rate: number) => {
      const data = new Float32Array(length);
      return { duration: length / rate, length, getChannelData: () => data };
    },
    createBufferSource() {
      const source = {
        buffer: null as { length: number } | null,
        onended: null as (() => void) | null,
        connect: vi.fn(),
        stop: vi.fn(),
        start: (at: number) => started.push({ at, samples: source.buffer!.length, source }),
      };
      return source;
    },
    resume: vi.fn(),
    close: vi.fn(async () => undefined),
  };
  return { context, started };
}

describe('pcm player', () => {
  it('plays chunks back to back without gaps, carrying an odd byte over', () => {
    const { context, started } = fakeContext();
    const player = createPcmPlayer({ createContext: () => context as never });
    player.enqueue(new Uint8Array(4801)); // 2400 samples (0.1 s) and one byte left
    player.enqueue(new Uint8Array(4799)); // that byte completes the first of 2400 more
    expect(started.map((entry) => [entry.at, entry.samples])).toEqual([
      [1, 2400],
      [1.1, 2400],
    ]);
    expect(player.playedChunks).toBe(2);
    expect(player.playing).toBe(true);
  });

  it('stops what plays, drops the queue and starts afresh at the current time', () => {
    const { context, started } = fakeContext();
    const onIdle = vi.fn();
    const player = createPcmPlayer({ createContext: () => context as never, onIdle });
    player.enqueue(new Uint8Array(48000));
    player.stop();
    expect(started[0]!.source.stop).toHaveBeenCalled();
    started[0]!.source.onended?.();
    expect(onIdle).not.toHaveBeenCalled();
    context.currentTime = 5;
    player.enqueue(new Uint8Array(2));
    expect(started[1]!.at).toBe(5);
  });

  it('says when the queue has played out', () => {
    const { context, started } = fakeContext();
    const onIdle = vi.fn();
    const player = createPcmPlayer({ createContext: () => context as never, onIdle });
    player.enqueue(new Uint8Array(4));
    player.enqueue(new Uint8Array(4));
    started[0]!.source.onended?.();
    expect(onIdle).not.toHaveBeenCalled();
    started[1]!.source.onended?.();
    expect(onIdle).toHaveBeenCalledOnce();
    expect(player.playing).toBe(false);
  });
});
