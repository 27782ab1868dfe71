import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, decodePcm16, downsample, encodePcm16, rms } from './pcm';

describe('pcm', () => {
  it('halves 48 kHz to 24 kHz by averaging pairs', () => {
    expect([...downsample(new Float32Array([0.5, 0.1, -0.2, -0.4, 1]), 2)].map((value) => Number(value.toFixed(3)))).toEqual([0.3, -0.3]);
  });

  it('packs floats as little-endian PCM16 with gain, clamped', () => {
    const bytes = encodePcm16(new Float32Array([1, -1, 0.5, 2]), 0.8);
    const view = new DataView(bytes.buffer);
    expect([0, 1, 2, 3].map((index) => view.getInt16(index * 2, true))).toEqual([Math.trunc(0.8 * 0x7fff), Math.trunc(-0.8 * 0x8000), Math.trunc(0.4 * 0x7fff), 0x7fff]);
    expect(bytes[6]).toBe(0xff);
    expect(bytes[7]).toBe(0x7f);
  });

  it('unpacks PCM16 back to floats, leaving out an odd last byte', () => {
    const decoded = decodePcm16(new Uint8Array([0x00, 0x80, 0xff, 0x7f, 0x00, 0x00, 0x12]));
    expect(decoded).toHaveLength(3);
    expect(decoded[0]).toBe(-1);
    expect(decoded[1]).toBeCloseTo(1, 3);
    expect(decoded[2]).toBe(0);
  });

  it('round-trips bytes through base64, large ones included', () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(new Uint8Array([1, 2, 3]))).toBe('AQID');
  });

  it('measures the RMS level', () => {
    expect(rms(new Float32Array([0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rms(new Float32Array())).toBe(0);
  });
});
