// The voice assistant socket end to end against the local provider fakes and the Basic Prompting
// example: a spoken turn is transcribed, run as a chat turn of the session (its messages stored
// where typed ones go), streamed back as text and spoken as PCM; who may open it; long audio,
// bad messages and cancelling the speech.
import type { ChatMessage } from '@app/flow-graph';
import type { Envelope } from '@app/api-client';
import { startLlmTestServer, synthesizedPcm, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { bearer, login, USER_PASSWORD } from './helpers';
import { userApi, type Api } from './support/api';
import { createKey } from './support/keys';
import { publish } from './support/store';
import { createFromTemplate } from './support/templateFlows';
import { audioOf, audioPieces, openVoice, voiceSocketUrl, type VoiceClient } from './support/voice';

const KEY = 'sk-voice-socket-test-9f8e7d6c';

describe.each(await databasesUnderTest())('voice socket on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let owner: Api;
  let other: Api;
  let flowId: string;
  const clients: VoiceClient[] = [];

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: KEY });
    server = await createTestServer({
      database,
      env: { FETCH_ALLOWED_HOSTS: '127.0.0.1', VOICE_OPENAI_BASE_URL: llm.baseUrl, VOICE_ELEVENLABS_BASE_URL: llm.url, VOICE_MAX_TURN_SECONDS: '1' },
    });
    [owner, other] = await Promise.all([userApi(server, 'socket-owner'), userApi(server, 'socket-other', 8)]);
    expect((await owner.post('/api/v1/variables/', { name: 'OPENAI_API_KEY', value: KEY, type: 'Credential' })).status).toBe(201);
    flowId = (await createFromTemplate(owner, 'basic-prompting', llm.baseUrl)).id;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
    llm.reset();
  });
  afterAll(async () => {
    await Promise.all([server.close(), llm.close()]);
  });

  function open(flow: string, session: string, query: Record<string, string> = {}, init?: { headers: Record<string, string> }): VoiceClient {
    const client = openVoice(voiceSocketUrl(server, flow, session, query), init);
    clients.push(client);
    return client;
  }

  function say(client: VoiceClient, seconds: number): void {
    for (const audio of audioPieces(seconds)) client.send({ type: 'input_audio_buffer.append', audio });
    client.send({ type: 'input_audio_buffer.commit' });
  }

  it('transcribes a turn, runs it in the playground session, streams the reply and speaks it sentence by sentence', async () => {
    const session = `voice-${crypto.randomUUID()}`;
    const voice = open(flowId, session, { token: owner.token });
    expect(await voice.next('session.created')).toEqual({ type: 'session.created', session_id: session, flow_id: flowId });
    llm.queueTranscripts('什么是语音助手？');
    llm.queue({ chunks: ['A voice ', 'assistant listens. ', 'Then it speaks!'] });
    voice.send({ type: 'langflow.voice_mode.config', language: 'zh-CN', provider: 'openai', voice: 'sage' });
    say(voice, 0.5);

    expect((await voice.next('conversation.item.input_audio_transcription.completed')).transcript).toBe('什么是语音助手？');
    const done = await voice.next('response.done');
    expect(done.text).toBe('A voice assistant listens. Then it speaks!');
    const types = voice.messages.map((message) => message.type);
    expect(types.filter((type) => type === 'response.text.delta')).toHaveLength(3);
    expect(types.indexOf('conversation.item.input_audio_transcription.completed')).toBeLessThan(types.indexOf('response.text.delta'));
    expect(types.slice(-2)).toEqual(['response.audio.done', 'response.done']);
    expect(voice.messages.filter((message) => message.type === 'error')).toEqual([]);

    const transcription = llm.requests.find((request) => request.path === '/v1/audio/transcriptions')!;
    expect(transcription.body).toEqual({ model: 'gpt-4o-mini-transcribe', language: 'zh', file: { name: 'speech.wav', type: 'audio/wav', size: 44 + 24000 } });
    const spoken = llm.requests.filter((request) => request.path === '/v1/audio/speech').map((request) => request.body as { input: string; voice: string });
    expect(spoken.map((request) => [request.input, request.voice])).toEqual([
      ['A voice assistant listens.', 'sage'],
      ['Then it speaks!', 'sage'],
    ]);
    expect(audioOf(voice.messages).equals(Buffer.concat(spoken.map((request) => synthesizedPcm(request.input, 'sage', 24000))))).toBe(true);

    const stored = await owner.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flowId}&session_id=${session}`);
    expect(stored.body.map((message) => [message.sender, message.text])).toEqual([
      ['User', '什么是语音助手？'],
      ['Machine', 'A voice assistant listens. Then it speaks!'],
    ]);
  });

  it('refuses callers who may not chat with the flow with one error message and close code 1008', async () => {
    const anonymous = open(flowId, 's1');
    expect((await anonymous.next('error')).code).toBe('forbidden');
    expect(await anonymous.closed).toBe(1008);
    const stranger = open(flowId, 's1', { token: other.token });
    expect((await stranger.next('error')).code).toBe('flow_not_found');
    expect(await stranger.closed).toBe(1008);
    const wrongKey = open(flowId, 's1', { 'x-api-key': 'sk-this-key-does-not-exist-000' });
    expect((await wrongKey.next('error')).code).toBe('forbidden');
    const badToken = open(flowId, 's1', { token: 'not-a-token' });
    expect((await badToken.next('error')).code).toBe('forbidden');
    expect(anonymous.messages.some((message) => message.type === 'session.created')).toBe(false);
    const plain = await fetch(`${server.url}/api/v1/voice/ws/flow_tts/${flowId}/s1?token=${owner.token}`);
    expect([plain.status, ((await plain.json()) as { detail: string }).detail]).toEqual([426, 'This is a WebSocket: connect with an Upgrade request.']);
    expect(llm.requests).toHaveLength(0);
  });

  it('ends a socket whose session was signed out at its next turn: forbidden, close code 1008, nothing transcribed', async () => {
    const { body } = await login(server, 'socket-owner', USER_PASSWORD);
    const voice = open(flowId, `signed-out-${crypto.randomUUID()}`, { token: body.data.access_token });
    await voice.next('session.created');
    expect((await fetch(`${server.url}/api/v1/logout`, { method: 'POST', headers: bearer(body.data.access_token) })).status).toBe(200);
    say(voice, 0.5);
    expect((await voice.next('error')).code).toBe('forbidden');
    expect(await voice.closed).toBe(1008);
    expect(llm.requests).toHaveLength(0);
  });

  it('ends a socket opened with an API key at its next turn once the key is disabled, and once it is deleted', async () => {
    const storeId = await publish(owner, flowId);
    for (const revoke of [
      (id: string) => owner.patch(`/api/v1/api_key/${id}`, { is_active: false }),
      (id: string) => owner.delete(`/api/v1/api_key/${id}`),
    ]) {
      const key = await createKey(owner, storeId);
      const voice = open(flowId, `key-revoked-${crypto.randomUUID()}`, { 'x-api-key': key.api_key });
      await voice.next('session.created');
      expect((await revoke(key.id)).status).toBe(200);
      say(voice, 0.5);
      expect((await voice.next('error')).code).toBe('forbidden');
      expect(await voice.closed).toBe(1008);
    }
    expect(llm.requests).toHaveLength(0);
  });

  it('accepts the console’s access cookie from its own origin only', async () => {
    const cookie = { cookie: `access_token_lf=${owner.token}` };
    const own = open(flowId, 's2', {}, { headers: { ...cookie, origin: server.url } });
    expect((await own.next('session.created')).flow_id).toBe(flowId);
    const foreign = open(flowId, 's2', {}, { headers: { ...cookie, origin: 'https://evil.example' } });
    expect((await foreign.next('error')).code).toBe('forbidden');
  });

  it('drops a turn longer than VOICE_MAX_TURN_SECONDS with audio_too_long and takes the next one', async () => {
    const voice = open(flowId, `long-${crypto.randomUUID()}`, { token: owner.token });
    await voice.next('session.created');
    say(voice, 1.5);
    expect((await voice.next('error')).code).toBe('audio_too_long');
    llm.queueTranscripts('short');
    llm.queue({ text: 'Ok.' });
    say(voice, 0.2);
    expect((await voice.next('response.done')).text).toBe('Ok.');
    expect(llm.requests.filter((request) => request.path === '/v1/audio/transcriptions')).toHaveLength(1);
  });

  it('answers bad_message to what is not a voice message, and the socket stays open', async () => {
    const voice = open(flowId, `bad-${crypto.randomUUID()}`, { token: owner.token });
    await voice.next('session.created');
    voice.send('not json');
    voice.send({ type: 'response.create' } as never);
    voice.send({ type: 'langflow.voice_mode.config', voice: 'nova-x' });
    voice.send({ type: 'input_audio_buffer.commit' });
    for (let index = 0; index < 4; index += 1) expect((await voice.next('error')).code).toBe('bad_message');
    llm.queueTranscripts('still here?');
    llm.queue({ text: 'Yes.' });
    say(voice, 0.2);
    expect((await voice.next('response.done')).text).toBe('Yes.');
  });

  it('answers run_failed when the flow fails, and key_missing when the owner saved no OpenAI key', async () => {
    const voice = open(flowId, `fail-${crypto.randomUUID()}`, { token: owner.token });
    await voice.next('session.created');
    llm.queueTranscripts('break please');
    llm.queue({ error: { status: 400, message: 'The model refused.' } });
    say(voice, 0.2);
    // The component's error in words and by code (its name and its own coded error, as the typed
    // chat words them), whether the flow ran here or on a worker (queue mode).
    const failure = await voice.next('error');
    expect(failure).toEqual({ type: 'error', code: 'run_failed', message: expect.stringMatching(/^Error building Component .*The model refused\.$/s), reason: expect.anything() });
    expect(failure.reason).toEqual({
      code: 'COMPONENT_BUILD_FAILED',
      text: failure.message,
      params: { component: 'OpenAI 兼容模型', message: { code: 'MODEL_REQUEST_REFUSED', text: expect.any(String), params: { status: 400, detail: 'The model refused.' } } },
    });
    expect(voice.messages.some((message) => message.type === 'response.done')).toBe(false);

    const keyless = await userApi(server, `keyless-${crypto.randomUUID().slice(0, 8)}`);
    const keylessFlow = await createFromTemplate(keyless, 'basic-prompting', llm.baseUrl);
    const unpaid = open(keylessFlow.id, 'no-key', { token: keyless.token });
    await unpaid.next('session.created');
    say(unpaid, 0.2);
    expect((await unpaid.next('error')).code).toBe('key_missing');
    expect(llm.requests.filter((request) => request.path === '/v1/audio/transcriptions')).toHaveLength(1);
  });

  it('answers provider_error with the provider’s reason by code when transcription is refused, and the socket takes the next turn', async () => {
    const voice = open(flowId, `quota-${crypto.randomUUID()}`, { token: owner.token });
    await voice.next('session.created');
    llm.queueTranscripts({ error: { status: 429, message: 'You exceeded your current quota.' } });
    say(voice, 0.2);
    const reason = { code: 'MODEL_RATE_LIMITED', text: '模型服务限制了请求频率或额度已用完（429）：You exceeded your current quota.', params: { status: 429, detail: 'You exceeded your current quota.' } };
    expect(await voice.next('error')).toEqual({ type: 'error', code: 'provider_error', message: reason.text, reason });
    llm.queueTranscripts('again');
    llm.queue({ text: 'Fine.' });
    say(voice, 0.2);
    expect((await voice.next('response.done')).text).toBe('Fine.');
  });

  it('stops speaking on response.cancel; the turn still ends with its whole text', async () => {
    const slow = await startLlmTestServer({ apiKey: KEY, speechFirstByteDelayMs: 300 });
    const slowServer = await createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1', VOICE_OPENAI_BASE_URL: slow.baseUrl } });
    try {
      const api = await userApi(slowServer, 'cancel-owner');
      await api.post('/api/v1/variables/', { name: 'OPENAI_API_KEY', value: KEY, type: 'Credential' });
      const flow = await createFromTemplate(api, 'basic-prompting', slow.baseUrl);
      const voice = openVoice(voiceSocketUrl(slowServer, flow.id, 'cancel', { token: api.token }));
      clients.push(voice);
      await voice.next('session.created');
      slow.queueTranscripts('tell me a story');
      slow.queue({ text: 'One. Two. Three. Four. Five.' });
      say(voice, 0.2);
      await voice.next('response.audio.delta');
      voice.send({ type: 'response.cancel' });
      expect((await voice.next('response.done')).text).toBe('One. Two. Three. Four. Five.');
      expect(slow.requests.filter((request) => request.path === '/v1/audio/speech').length).toBeLessThan(5);
    } finally {
      await Promise.all([slowServer.close(), slow.close()]);
    }
  });

  it('stops the flow’s run on response.cancel while it still answers; the turn ends with the reply so far', async () => {
    const voice = open(flowId, `cut-${crypto.randomUUID()}`, { token: owner.token });
    await voice.next('session.created');
    llm.queueTranscripts('talk slowly');
    llm.queue({ chunks: ['First part. ', 'Never ', 'said.'], delayMs: 5_000 });
    say(voice, 0.2);
    await voice.next('response.text.delta');
    voice.send({ type: 'response.cancel' });
    expect((await voice.next('response.done')).text).toBe('First part. ');
    const chat = llm.requests.find((request) => request.path === '/v1/chat/completions')!;
    await chat.settled;
    expect(chat.closedEarly).toBe(true);
    expect(voice.messages.filter((message) => message.type === 'error')).toEqual([]);
  });

  it('chats with a marketplace app in the user’s conversation (store_id), and with a public flow without sign-in', async () => {
    const storeId = await publish(owner, flowId);
    const conversation = `${crypto.randomUUID()}-${storeId}`;
    const voice = open(flowId, conversation, { token: other.token, store_id: storeId });
    await voice.next('session.created');
    llm.queueTranscripts('hello app');
    llm.queue({ text: 'Hello user.' });
    say(voice, 0.2);
    expect((await voice.next('response.done')).text).toBe('Hello user.');
    const messages = await other.get<Envelope<ChatMessage[]>>(`/api/v1/store/current_session/${conversation}`);
    expect(messages.body.data.map((message) => message.text)).toEqual(['hello app', 'Hello user.']);
    const key = await createKey(owner, storeId);
    const byKey = open(flowId, 'key-session', { 'x-api-key': key.api_key });
    expect((await byKey.next('session.created')).session_id).toBe('key-session');

    expect((await owner.patch(`/api/v1/flows/${flowId}`, { access_type: 'PUBLIC' })).status).toBe(200);
    const visitor = open(flowId, 'public-session');
    await visitor.next('session.created');
    llm.queueTranscripts('hi');
    llm.queue({ text: 'Hi visitor.' });
    say(visitor, 0.2);
    expect((await visitor.next('response.done')).text).toBe('Hi visitor.');
    // The visitor's turn is kept apart from the owner's messages, as the public playground's are.
    const publicRows = await server.app.database.db.selectFrom('public_messages').select(['text', 'session_id']).where('public_flow_id', '=', flowId).orderBy('timestamp').execute();
    expect(publicRows).toEqual([
      { text: 'hi', session_id: 'public-session' },
      { text: 'Hi visitor.', session_id: 'public-session' },
    ]);
    expect((await owner.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flowId}&session_id=public-session`)).body).toEqual([]);
  });
});
