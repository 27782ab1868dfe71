// The voice calls: speech answered as raw PCM bytes (whole or streamed), the ElevenLabs voice list,
// and the voice socket's address built from the client's base URL.
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, voiceSocketUrl } from '../src/index';
import { serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const pcm = new Uint8Array([0x00, 0x01, 0xff, 0x7f, 0x00, 0x80]);

describe('voice calls', () => {
  it('posts the speech request and answers the PCM bytes', async () => {
    server().on('POST', '/api/v1/voice/speech', () => ({ chunks: [pcm.subarray(0, 3), pcm.subarray(3)], contentType: 'audio/pcm' }));
    const audio = await signedInClient(server()).voice.speech({ flow_id: 'f1', text: '你好', provider: 'openai', voice: 'alloy' });
    expect(new Uint8Array(audio)).toEqual(pcm);
    const hit = server().hits('POST', '/api/v1/voice/speech')[0]!;
    expect(JSON.parse(hit.body)).toEqual({ flow_id: 'f1', text: '你好', provider: 'openai', voice: 'alloy' });
    expect(hit.headers.authorization).toBe('Bearer A1');
  });

  it('streams the speech as it arrives', async () => {
    server().on('POST', '/api/v1/voice/speech', () => ({ chunks: [pcm.subarray(0, 2), pcm.subarray(2)], contentType: 'audio/pcm', delayMs: 5 }));
    const stream = await signedInClient(server()).voice.speechStream({ flow_id: 'f1', text: 'hi' });
    const parts: number[] = [];
    for await (const chunk of stream) parts.push(...chunk);
    expect(parts).toEqual([...pcm]);
  });

  it('carries the API key of a key client and turns a refusal into an ApiError', async () => {
    server().on('POST', '/api/v1/voice/speech', () => ({ status: 400, json: { detail: { code: 'key_missing', message: 'no key' } } }));
    const client = createApiClient({ baseUrl: server().url, apiKey: 'sk-test' });
    await expect(client.voice.speech({ flow_id: 'f1', text: 'hi' })).rejects.toBeInstanceOf(ApiError);
    expect(server().hits('POST', '/api/v1/voice/speech')[0]!.headers['x-api-key']).toBe('sk-test');
  });

  it('lists the ElevenLabs voices', async () => {
    server().on('GET', '/api/v1/voice/elevenlabs/voice_ids', () => ({ json: [{ name: 'Rachel', voice_id: 'r1' }] }));
    expect(await signedInClient(server()).voice.elevenLabsVoices()).toEqual([{ name: 'Rachel', voice_id: 'r1' }]);
  });
});

describe('voice socket address', () => {
  it('turns http into ws and https into wss, keeping a base path', () => {
    expect(voiceSocketUrl('http://localhost:7860', 'f 1', 's1')).toBe('ws://localhost:7860/api/v1/voice/ws/flow_tts/f%201/s1');
    expect(voiceSocketUrl('https://flows.example.com/platform/', 'f1', 's1')).toBe('wss://flows.example.com/platform/api/v1/voice/ws/flow_tts/f1/s1');
  });

  it('adds the store id, API key and token that are given', () => {
    const url = new URL(voiceSocketUrl('http://h', 'f1', 's1', { storeId: 'st1', apiKey: 'k 1', token: 'T' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ store_id: 'st1', 'x-api-key': 'k 1', token: 'T' });
    expect(voiceSocketUrl('http://h', 'f1', 's1', { storeId: '' })).not.toContain('?');
  });

  it('resolves a same-origin client against the page', () => {
    expect(voiceSocketUrl('', 'f1', 's1', { origin: 'https://console.example.com/flow/f1' })).toBe('wss://console.example.com/api/v1/voice/ws/flow_tts/f1/s1');
    expect(createApiClient({ baseUrl: 'http://h:1' }).voice.socketUrl('f1', 's1')).toBe('ws://h:1/api/v1/voice/ws/flow_tts/f1/s1');
    expect(() => voiceSocketUrl('', 'f1', 's1')).toThrow(TypeError);
  });
});
