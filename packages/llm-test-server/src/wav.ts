// The canonical 44-byte WAV header (RIFF, PCM format 1) the transcription fake checks, and
// deterministic PCM16 audio the speech fakes answer with.

export interface WavFormat {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Bytes of sample data after the header. */
  dataBytes: number;
}

/** The format of a PCM WAV file, or a problem in words when it is not one. */
export function readWavHeader(bytes: Uint8Array): WavFormat | string {
  if (bytes.length < 44) return 'file is too short to be a WAV file';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return 'not a RIFF/WAVE file';
  if (tag(12) !== 'fmt ' || tag(36) !== 'data') return 'missing fmt or data chunk';
  if (view.getUint16(20, true) !== 1) return 'not PCM audio';
  const format = { channels: view.getUint16(22, true), sampleRate: view.getUint32(24, true), bitsPerSample: view.getUint16(34, true), dataBytes: view.getUint32(40, true) };
  if (view.getUint32(4, true) !== 36 + format.dataBytes) return 'RIFF size does not match the data';
  if (format.dataBytes !== bytes.length - 44) return 'data size does not match the file';
  if (view.getUint32(28, true) !== (format.sampleRate * format.channels * format.bitsPerSample) / 8) return 'byte rate does not match the format';
  return format;
}

/** PCM16 LE mono samples as a canonical 44-byte-header WAV file, as a voice client uploads them. */
export function pcmWav(pcm: Uint8Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Samples of speech per character of text: 20 ms at the given rate. */
export function samplesPerCharacter(sampleRate: number): number {
  return Math.round(sampleRate / 50);
}

/**
 * PCM16 LE mono "speech" for a text: a tone whose pitch depends on the voice, 20 ms per
 * character, so a test can tell voices apart and check the length.
 */
export function synthesizedPcm(text: string, voice: string, sampleRate: number): Buffer {
  const samples = Array.from(text).length * samplesPerCharacter(sampleRate);
  let pitch = 0;
  for (const character of voice) pitch = (pitch * 31 + character.charCodeAt(0)) % 400;
  const frequency = 200 + pitch;
  const pcm = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * frequency * index) / sampleRate)), index * 2);
  return pcm;
}
