// The HTTP calls of voice against the local provider fakes: the ElevenLabs voice list of the
// caller's key (cached per key), the speak button's speech with the flow owner's keys from either
// provider, who may call it, and the voice errors (missing or refused keys, bad input).
import { DEFAULT_ELEVENLABS_VOICES, startLlmTestServer, synthesizedPcm, type LlmTestServer } from '@app/llm-test-server';
import type { DetailError, ElevenLabsVoice } from '@app/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { createFlow, fetchCatalogue, chatPromptGraph } from './support/flows';
import { createKey } from './support/keys';
import { publish } from './support/store';

const KEY = 'sk-voice-speech-test-1a2b3c4d';

describe.each(await databasesUnderTest())('voice calls on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let owner: Api;
  let other: Api;
  let keyless: Api;
  let flowId: string;

  async function saveKey(api: Api, name: string, value: string): Promise<void> {
    expect((await api.post('/api/v1/variables/', { name, value, type: 'Credential' })).status).toBe(201);
  }

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: KEY });
    server = await createTestServer({ database, env: { VOICE_OPENAI_BASE_URL: llm.baseUrl, VOICE_ELEVENLABS_BASE_URL: llm.url, VOICE_MAX_SPEECH_CHARS: '100' } });
    [owner, other, keyless] = await Promise.all([userApi(server, 'voice-owner'), userApi(server, 'voice-other'), userApi(server, 'voice-keyless')]);
    await Promise.all([saveKey(owner, 'OPENAI_API_KEY', KEY), saveKey(owner, 'ELEVENLABS_API_KEY', KEY), saveKey(other, 'ELEVENLABS_API_KEY', 'sk-not-the-right-one')]);
    flowId = (await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)))).id;
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close()]);
  });

  function speech(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${server.url}/api/v1/voice/speech`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  }
  const as = (api: Api) => ({ authorization: `Bearer ${api.token}` });
  const voiceErrorOf = async (response: Response) => ((await response.json()) as DetailError).params?.voice_error;

  it('lists the ElevenLabs voices of the caller’s key, and asks the provider once in five minutes per key', async () => {
    const first = await owner.get<ElevenLabsVoice[]>('/api/v1/voice/elevenlabs/voice_ids');
    expect(first.status).toBe(200);
    expect(first.body).toEqual(DEFAULT_ELEVENLABS_VOICES.map((voice) => ({ name: voice.name, voice_id: voice.voice_id })));
    expect((await owner.get('/api/v1/voice/elevenlabs/voice_ids')).body).toEqual(first.body);
    expect(llm.requests.filter((request) => request.path === '/v1/voices')).toHaveLength(1);
    expect(llm.requests[0]!.headers['xi-api-key']).toBe(KEY);
  });

  it('answers key_missing and key_invalid for the voice list, never the key, and needs a signed-in caller', async () => {
    const missing = await keyless.get<DetailError>('/api/v1/voice/elevenlabs/voice_ids');
    expect([missing.status, missing.body.params?.voice_error]).toEqual([400, 'key_missing']);
    const invalid = await other.get<DetailError>('/api/v1/voice/elevenlabs/voice_ids');
    expect([invalid.status, invalid.body.params?.voice_error]).toEqual([400, 'key_invalid']);
    expect(invalid.text).not.toContain('sk-not-the-right-one');
    expect((await fetch(`${server.url}/api/v1/voice/elevenlabs/voice_ids`)).status).toBe(401);
  });

  it('speaks with OpenAI as raw 24 kHz PCM, paid with the owner’s key', async () => {
    const response = await speech({ flow_id: flowId, text: 'Hello there', voice: 'coral' }, as(owner));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/pcm');
    expect(Buffer.from(await response.arrayBuffer()).equals(synthesizedPcm('Hello there', 'coral', 24000))).toBe(true);
    expect(llm.requests[0]!.body).toEqual({ model: 'gpt-4o-mini-tts', input: 'Hello there', voice: 'coral', response_format: 'pcm' });
    expect(llm.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('speaks with ElevenLabs at pcm_24000 with the chosen voice id', async () => {
    const voice = DEFAULT_ELEVENLABS_VOICES[1]!.voice_id;
    const response = await speech({ flow_id: flowId, text: '你好', provider: 'elevenlabs', voice }, as(owner));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(synthesizedPcm('你好', voice, 24000))).toBe(true);
    expect(llm.requests[0]!.path).toBe(`/v1/text-to-speech/${voice}/stream`);
    expect(llm.requests[0]!.query.get('output_format')).toBe('pcm_24000');
    expect(llm.requests[0]!.body).toEqual({ text: '你好', model_id: 'eleven_flash_v2_5' });
  });

  it('refuses callers who may not chat with the flow: no credentials, another user, a wrong API key', async () => {
    const anonymous = await speech({ flow_id: flowId, text: 'hi' });
    expect([anonymous.status, await voiceErrorOf(anonymous)]).toEqual([403, 'forbidden']);
    const stranger = await speech({ flow_id: flowId, text: 'hi' }, as(other));
    expect([stranger.status, await voiceErrorOf(stranger)]).toEqual([404, 'flow_not_found']);
    const wrongKey = await speech({ flow_id: flowId, text: 'hi' }, { 'x-api-key': 'sk-this-key-does-not-exist-000' });
    expect([wrongKey.status, await voiceErrorOf(wrongKey)]).toEqual([403, 'forbidden']);
    const missingFlow = await speech({ flow_id: crypto.randomUUID(), text: 'hi' }, as(owner));
    expect(missingFlow.status).toBe(404);
    expect(llm.requests).toHaveLength(0);
  });

  it('lets anyone speak a public flow’s replies, and marketplace users and keys a published app’s', async () => {
    const publicFlow = await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)), { access_type: 'PUBLIC' });
    expect((await speech({ flow_id: publicFlow.id, text: 'hi' })).status).toBe(200);
    const app = await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)));
    expect((await speech({ flow_id: app.id, text: 'hi' }, as(other))).status).toBe(404);
    const storeId = await publish(owner, app.id);
    expect((await speech({ flow_id: app.id, text: 'hi' }, as(other))).status).toBe(200);
    const key = await createKey(owner, storeId);
    expect((await speech({ flow_id: app.id, text: 'hi' }, { 'x-api-key': key.api_key })).status).toBe(200);
  });

  it('answers key_missing when the owner saved no OpenAI key, and key_invalid when the provider refuses it', async () => {
    const keylessFlow = await createFlow(keyless, chatPromptGraph(await fetchCatalogue(keyless)));
    const missing = await speech({ flow_id: keylessFlow.id, text: 'hi' }, as(keyless));
    expect([missing.status, await voiceErrorOf(missing)]).toEqual([400, 'key_missing']);
    await saveKey(keyless, 'OPENAI_API_KEY', 'sk-wrong-openai-key');
    const invalid = await speech({ flow_id: keylessFlow.id, text: 'hi' }, as(keyless));
    const text = await invalid.text();
    expect([invalid.status, (JSON.parse(text) as DetailError).params?.voice_error]).toEqual([400, 'key_invalid']);
    expect(text).not.toContain('sk-wrong-openai-key');
  });

  it('refuses text past VOICE_MAX_SPEECH_CHARS, empty text and voices the provider does not have', async () => {
    expect((await speech({ flow_id: flowId, text: 'x'.repeat(101) }, as(owner))).status).toBe(400);
    expect((await speech({ flow_id: flowId, text: '  ' }, as(owner))).status).toBe(400);
    expect((await speech({ flow_id: flowId, text: 'hi', voice: 'nova-x' }, as(owner))).status).toBe(400);
    expect((await speech({ flow_id: flowId, text: 'hi', provider: 'elevenlabs' }, as(owner))).status).toBe(400);
    expect((await speech({ flow_id: flowId, text: 'hi', provider: 'elevenlabs', voice: '../voices' }, as(owner))).status).toBe(400);
    expect(llm.requests).toHaveLength(0);
  });
});
