// PCM16 LE mono audio of the voice features: the size of a turn, its WAV wrapping for
// transcription, and re-chunking a provider's byte stream into whole samples.
import { VOICE_DEFAULTS } from '@app/api-client';

const BYTES_PER_SAMPLE = 2;

/** Bytes of `seconds` of audio at the rate the client sends. */
export function turnBytes(seconds: number): number {
  return seconds * VOICE_DEFAULTS.sendSampleRate * BYTES_PER_SAMPLE;
}

/** The samples in a canonical 44-byte WAV file (PCM, mono, 16-bit). */
export function wavFile(pcm: Uint8Array, sampleRate: number = VOICE_DEFAULTS.sendSampleRate): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * BYTES_PER_SAMPLE, 28);
  header.writeUInt16LE(BYTES_PER_SAMPLE, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/**
 * Cuts a byte stream into pieces of at most `size` bytes, each a whole number of samples: a
 * provider may split a sample between two network chunks, and a client decodes pieces alone.
 */
export async function* samplePieces(chunks: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let pending = Buffer.alloc(0);
  for await (const chunk of chunks) {
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    while (pending.length >= size) {
      yield pending.subarray(0, size);
      pending = pending.subarray(size);
    }
    const whole = pending.length - (pending.length % BYTES_PER_SAMPLE);
    if (whole > 0) {
      yield pending.subarray(0, whole);
      pending = pending.subarray(whole);
    }
  }
}
