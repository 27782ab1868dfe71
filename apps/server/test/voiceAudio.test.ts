// The voice socket's pure parts: where a streamed reply is cut to be spoken, the WAV wrapping of a
// turn, re-chunking provider bytes into whole samples, and the language transcription gets.
import { readWavHeader } from '@app/llm-test-server';
import { describe, expect, it } from 'vitest';
import { samplePieces, turnBytes, wavFile } from '../src/voice/pcmAudio';
import { takeSegments } from '../src/voice/speechSegments';
import { transcriptionLanguage } from '../src/voice/voiceProviders';

async function collect(chunks: Uint8Array[], size: number): Promise<number[]> {
  const sizes: number[] = [];
  async function* source() {
    yield* chunks;
  }
  for await (const piece of samplePieces(source(), size)) sizes.push(piece.length);
  return sizes;
}

describe('speech segments', () => {
  it('cuts at sentence ends before a blank, at CJK punctuation and line breaks, keeping the rest', () => {
    expect(takeSegments('Hello there. How are', 100)).toEqual({ ready: ['Hello there.'], rest: ' How are' });
    expect(takeSegments('Pi is 3.14 or so', 100)).toEqual({ ready: [], rest: 'Pi is 3.14 or so' });
    expect(takeSegments('你好。我是助手！还有', 100)).toEqual({ ready: ['你好。', '我是助手！'], rest: '还有' });
    expect(takeSegments('- one\n- two', 100)).toEqual({ ready: ['- one'], rest: '- two' });
  });

  it('cuts a sentence longer than the provider takes at a blank, or hard', () => {
    expect(takeSegments('aaaa bbbb cccc dddd', 10)).toEqual({ ready: ['aaaa bbbb'], rest: ' cccc dddd' });
    expect(takeSegments('x'.repeat(25), 10).ready).toEqual(['x'.repeat(10), 'x'.repeat(10)]);
  });
});

describe('PCM audio', () => {
  it('wraps PCM16 as a 24 kHz mono WAV file providers accept', () => {
    const wav = wavFile(Buffer.alloc(480));
    expect(readWavHeader(wav)).toEqual({ sampleRate: 24000, channels: 1, bitsPerSample: 16, dataBytes: 480 });
    expect(turnBytes(60)).toBe(2_880_000);
  });

  it('passes bytes on as they come, in pieces of at most the size and whole samples only', async () => {
    expect(await collect([new Uint8Array(10_001)], 4800)).toEqual([4800, 4800, 400]);
    expect(await collect([new Uint8Array(3), new Uint8Array(3)], 4800)).toEqual([2, 4]);
  });

  it('gives transcription the ISO-639-1 part of a BCP 47 tag', () => {
    expect(transcriptionLanguage('zh-CN')).toBe('zh');
    expect(transcriptionLanguage('en_US')).toBe('en');
    expect(transcriptionLanguage('yue')).toBeUndefined();
  });
});
