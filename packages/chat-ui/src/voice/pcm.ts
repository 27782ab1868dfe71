// PCM16 conversions of the voice path: microphone floats (48 kHz) halved to the socket's 24 kHz and
// packed as base64 little-endian PCM16; replies (base64 or raw bytes) unpacked back to floats.

/** Averages each `factor` samples into one (48 kHz to 24 kHz is 2): a cheap low-pass against aliasing. */
export function downsample(samples: Float32Array, factor: number): Float32Array {
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let index = 0; index < out.length; index += 1) {
    let sum = 0;
    for (let offset = 0; offset < factor; offset += 1) sum += samples[index * factor + offset] as number;
    out[index] = sum / factor;
  }
  return out;
}

/** Floats in [-1, 1] (clamped) times `gain` as PCM16 little-endian bytes. */
export function encodePcm16(samples: Float32Array, gain = 1): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  samples.forEach((sample, index) => {
    const value = Math.max(-1, Math.min(1, sample * gain));
    view.setInt16(index * 2, value < 0 ? value * 0x8000 : value * 0x7fff, true);
  });
  return bytes;
}

/** PCM16 little-endian bytes as floats in [-1, 1); an odd last byte is left out. */
export function decodePcm16(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(Math.floor(bytes.byteLength / 2));
  for (let index = 0; index < out.length; index += 1) out[index] = view.getInt16(index * 2, true) / 0x8000;
  return out;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode takes its bytes as arguments, and engines cap how many.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Root mean square of the samples: the level the silence detector and the waveform read. */
export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}
