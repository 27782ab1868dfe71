// The audio fakes: OpenAI speech and transcriptions, ElevenLabs voices and text to speech.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ELEVENLABS_VOICES, SPEECH_CHUNK_BYTES, pcmWav, readWavHeader, samplesPerCharacter, startLlmTestServer, synthesizedPcm, type LlmTestServer } from '../src/index';
import { postJson } from './support/sse';

const KEY = 'sk-audio';

const wav = (pcm: Buffer) => pcmWav(pcm, 24000);

function transcribe(server: LlmTestServer, file: Buffer, key = KEY, fields: Record<string, string> = { model: 'whisper-1' }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(file)], { type: 'audio/wav' }), 'speech.wav');
  return fetch(`${server.baseUrl}/audio/transcriptions`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
}

describe('audio endpoints', () => {
  let server: LlmTestServer;
  beforeAll(async () => {
    server = await startLlmTestServer({ apiKey: KEY });
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  it('speaks deterministic 24 kHz PCM, 20 ms per character, in chunks', async () => {
    const response = await postJson(`${server.baseUrl}/audio/speech`, { model: 'gpt-4o-mini-tts', input: 'hello', voice: 'alloy', response_format: 'pcm' }, { authorization: `Bearer ${KEY}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/pcm');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(5 * samplesPerCharacter(24000) * 2);
    expect(bytes.equals(synthesizedPcm('hello', 'alloy', 24000))).toBe(true);
    expect(bytes.equals(synthesizedPcm('hello', 'echo', 24000))).toBe(false);
    expect(server.requests[0]!.firstContentAt).toBeTypeOf('number');
    expect(server.requests[0]!.contentAt).toHaveLength(Math.ceil(bytes.length / SPEECH_CHUNK_BYTES));
  });

  it('refuses a wrong key, a missing input and formats other than pcm the way OpenAI does', async () => {
    const wrong = await postJson(`${server.baseUrl}/audio/speech`, { model: 'm', input: 'x', voice: 'alloy' }, { authorization: 'Bearer sk-wrong-key-123' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    const empty = await postJson(`${server.baseUrl}/audio/speech`, { model: 'm', input: '', voice: 'alloy' }, { authorization: `Bearer ${KEY}` });
    expect(empty.status).toBe(400);
    const mp3 = await postJson(`${server.baseUrl}/audio/speech`, { model: 'm', input: 'x', voice: 'alloy', response_format: 'mp3' }, { authorization: `Bearer ${KEY}` });
    expect(mp3.status).toBe(400);
  });

  it('transcribes a WAV file with the scripted transcripts, then says how much it heard', async () => {
    server.queueTranscripts('你好', { error: { status: 500 } });
    const audio = wav(Buffer.alloc(24000 * 2));
    expect(await (await transcribe(server, audio, KEY, { model: 'whisper-1', language: 'zh' })).json()).toEqual({ text: '你好' });
    expect(server.requests[0]!.body).toEqual({ model: 'whisper-1', language: 'zh', file: { name: 'speech.wav', type: 'audio/wav', size: audio.length } });
    expect((await transcribe(server, audio)).status).toBe(500);
    expect(await (await transcribe(server, audio)).json()).toEqual({ text: 'Heard 1000 ms of audio' });
  });

  it('refuses files that are not PCM WAV, BCP 47 languages and wrong keys', async () => {
    const audio = wav(Buffer.alloc(480));
    const raw = await transcribe(server, Buffer.alloc(480));
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: { message: string } }).error.message).toMatch(/Invalid file format/);
    expect((await transcribe(server, audio.subarray(0, 100))).status).toBe(400);
    expect((await transcribe(server, audio, KEY, { model: 'whisper-1', language: 'en-US' })).status).toBe(400);
    expect((await transcribe(server, audio, 'sk-nope')).status).toBe(401);
    expect(readWavHeader(audio)).toEqual({ sampleRate: 24000, channels: 1, bitsPerSample: 16, dataBytes: 480 });
  });

  it('lists ElevenLabs voices and speaks pcm_24000 with and without /stream', async () => {
    const list = await fetch(`${server.url}/v1/voices`, { headers: { 'xi-api-key': KEY } });
    const { voices } = (await list.json()) as { voices: Array<{ voice_id: string; name: string }> };
    expect(voices.map((voice) => [voice.voice_id, voice.name])).toEqual(DEFAULT_ELEVENLABS_VOICES.map((voice) => [voice.voice_id, voice.name]));
    expect((await fetch(`${server.url}/v1/voices`, { headers: { 'xi-api-key': 'bad' } })).status).toBe(401);
    const voiceId = voices[0]!.voice_id;
    for (const suffix of ['/stream', '']) {
      const response = await postJson(`${server.url}/v1/text-to-speech/${voiceId}${suffix}?output_format=pcm_24000`, { text: 'hi there', model_id: 'eleven_multilingual_v2' }, { 'xi-api-key': KEY });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(synthesizedPcm('hi there', voiceId, 24000))).toBe(true);
    }
    expect((await postJson(`${server.url}/v1/text-to-speech/${voiceId}/stream`, { text: 'x' }, { 'xi-api-key': KEY })).status).toBe(422);
    expect((await postJson(`${server.url}/v1/text-to-speech/unknown/stream?output_format=pcm_24000`, { text: 'x' }, { 'xi-api-key': KEY })).status).toBe(404);
    expect((await postJson(`${server.url}/v1/text-to-speech/${voiceId}?output_format=pcm_24000`, { text: 'x' }, { 'xi-api-key': 'bad' })).status).toBe(401);
  });
});
