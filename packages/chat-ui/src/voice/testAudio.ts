// An AudioContext stand-in for jsdom (which has none): records the sources it starts, so tests can
// see audio being played and end it by hand.
import { vi } from 'vitest';

export interface FakeSource {
  buffer: { length: number } | null;
  onended: (() => void) | null;
  stop: ReturnType<typeof vi.fn>;
}

export function installFakeAudio() {
  const started: FakeSource[] = [];
  class FakeAudioContext {
    currentTime = 0;
    state = 'running';
    destination = {};
    createBuffer(_channels: number, length: number, rate: number) {
      const data = new Float32Array(length);
      return { duration: length / rate, length, getChannelData: () => data };
    }
    createBufferSource() {
      const source: FakeSource & { connect(): void; start(): void } = {
        buffer: null,
        onended: null,
        stop: vi.fn(() => source.onended?.()),
        connect: () => undefined,
        start: () => started.push(source),
      };
      return source;
    }
    resume = async () => undefined;
    close = async () => undefined;
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { started };
}
