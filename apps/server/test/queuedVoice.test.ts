// The voice socket in queue mode: an API-only instance holds the socket, transcribes and speaks,
// and each turn's flow run is a queued run that the worker runs (the API instance may not reach
// the model at all: FETCH_ALLOWED_HOSTS is the worker's only). The reply's tokens come back
// through Redis, the turn's messages are stored where an in-process turn stores them, and
// response.cancel or closing the socket cancels the job.
import { randomUUID } from 'node:crypto';
import type { Envelope } from '@app/api-client';
import type { ChatMessage } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer, type RecordedRequest } from '@app/llm-test-server';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_WAIT_EXPIRED } from '../src/build/jobs/jobEndings';
import { virtualFlowId } from '../src/build/publicConversations';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { deploymentSecrets } from './support/deployment';
import { publish } from './support/store';
import { createFromTemplate } from './support/templateFlows';
import { audioPieces, openVoice, voiceSocketUrl, type VoiceClient } from './support/voice';

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();
const KEY = 'sk-queued-voice-test-1a2b3c';

/** Inserts of messages, wherever a run stores them (the owner's, a visitor's, an app user's). */
const MESSAGE_INSERT = /insert into "(messages|public_messages|conversation_messages|key_messages)"/i;

describe.runIf(withPostgres && withRedis)('voice turns in queue mode, an API instance and a worker', () => {
  const prefix = testQueuePrefix();
  const secrets = deploymentSecrets();
  const redis = new Redis(TEST_REDIS_URL);
  const apiQueries: string[] = [];
  const workerQueries: string[] = [];
  const clients: VoiceClient[] = [];
  let api: TestServer;
  let worker: TestServer;
  let llm: LlmTestServer;
  let owner: Api;
  let flowId: string;

  /** How many run jobs BullMQ was given. */
  const queuedRuns = async () => (await redis.xrange(`${prefix}:bull:jobs:events`, '-', '+')).filter(([, fields]) => fields.includes('added') && fields.includes('run')).length;
  const chatRequests = (): RecordedRequest[] => llm.requests.filter((request) => request.path === '/v1/chat/completions');

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: KEY });
    api = await createTestServer({
      database: 'postgres',
      env: { ...secrets, VOICE_OPENAI_BASE_URL: llm.baseUrl },
      queue: { prefix, role: 'api' },
      onQuery: (sql) => apiQueries.push(sql),
    });
    worker = await createTestServer({
      database: 'postgres',
      databaseOf: api,
      env: { ...secrets, FETCH_ALLOWED_HOSTS: '127.0.0.1' },
      queue: { prefix, role: 'worker' },
      onQuery: (sql) => workerQueries.push(sql),
    });
    owner = await userApi(api, 'queued-voice-owner');
    expect((await owner.post('/api/v1/variables/', { name: 'OPENAI_API_KEY', value: KEY, type: 'Credential' })).status).toBe(201);
    flowId = (await createFromTemplate(owner, 'basic-prompting', llm.baseUrl)).id;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
    llm.reset();
  });
  afterAll(async () => {
    redis.disconnect();
    await worker.close();
    await api.close();
    await llm.close();
    await dropRedisPrefix(prefix);
  });

  function open(session: string, query: Record<string, string> = {}, init?: { headers: Record<string, string> }): VoiceClient {
    const client = openVoice(voiceSocketUrl(api, flowId, session, query), init);
    clients.push(client);
    return client;
  }

  function say(client: VoiceClient, transcript: string): void {
    llm.queueTranscripts(transcript);
    for (const audio of audioPieces(0.2)) client.send({ type: 'input_audio_buffer.append', audio });
    client.send({ type: 'input_audio_buffer.commit' });
  }

  /**
   * Runs `turn` and tells where messages were stored meanwhile (by the API instance, by the worker)
   * and how often the worker read the flows table (a turn carries the row the API instance read).
   */
  async function storedBy(turn: () => Promise<void>): Promise<{ api: number; worker: number; workerFlowReads: number }> {
    const [apiBefore, workerBefore] = [apiQueries.length, workerQueries.length];
    await turn();
    const count = (queries: string[], from: number, pattern: RegExp) => queries.slice(from).filter((sql) => pattern.test(sql)).length;
    return { api: count(apiQueries, apiBefore, MESSAGE_INSERT), worker: count(workerQueries, workerBefore, MESSAGE_INSERT), workerFlowReads: count(workerQueries, workerBefore, /from "flows"/) };
  }

  it('runs the owner’s playground turn on the worker and speaks its streamed reply sentence by sentence', async () => {
    const session = `voice-${randomUUID()}`;
    const voice = open(session, { token: owner.token });
    await voice.next('session.created');
    const runs = await queuedRuns();
    llm.queue({ chunks: ['From the ', 'worker. ', 'Spoken twice!'] });
    const stored = await storedBy(async () => {
      say(voice, '你在哪里运行？');
      expect((await voice.next('response.done')).text).toBe('From the worker. Spoken twice!');
    });
    expect(voice.messages.filter((message) => message.type === 'error')).toEqual([]);
    expect(voice.messages.filter((message) => message.type === 'response.text.delta').map((message) => message.delta)).toEqual(['From the ', 'worker. ', 'Spoken twice!']);
    const spoken = llm.requests.filter((request) => request.path === '/v1/audio/speech').map((request) => (request.body as { input: string }).input);
    expect(spoken).toEqual(['From the worker.', 'Spoken twice!']);
    expect(await queuedRuns()).toBe(runs + 1);
    expect(stored.api).toBe(0);
    expect(stored.worker).toBeGreaterThan(0);
    const messages = await owner.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flowId}&session_id=${session}`);
    expect(messages.body.map((message) => [message.sender, message.text])).toEqual([
      ['User', '你在哪里运行？'],
      ['Machine', 'From the worker. Spoken twice!'],
    ]);
    // The worker kept this version of the flow: the next turn runs it without reading it again.
    llm.queue({ text: 'Again.' });
    const again = await storedBy(async () => {
      say(voice, '再说一次');
      expect((await voice.next('response.done')).text).toBe('Again.');
    });
    expect(again.workerFlowReads).toBe(0);
  });

  it('runs a marketplace user’s turn on the worker in their conversation with the release', async () => {
    const user = await userApi(api, 'queued-voice-user', 8);
    const storeId = await publish(owner, flowId);
    const conversation = `${randomUUID()}-${storeId}`;
    const voice = open(conversation, { token: user.token, store_id: storeId });
    await voice.next('session.created');
    const runs = await queuedRuns();
    llm.queue({ text: 'Hello app user.' });
    const stored = await storedBy(async () => {
      say(voice, 'hello app');
      expect((await voice.next('response.done')).text).toBe('Hello app user.');
    });
    // The release's snapshot with the flow's row as the API instance read it: no flow read.
    expect([await queuedRuns(), stored.api, stored.workerFlowReads]).toEqual([runs + 1, 0, 0]);
    const messages = await user.get<Envelope<ChatMessage[]>>(`/api/v1/store/current_session/${conversation}`);
    expect(messages.body.data.map((message) => message.text)).toEqual(['hello app', 'Hello app user.']);
  });

  it('runs a public visitor’s turn on the worker under their virtual flow id, apart from the owner’s messages', async () => {
    expect((await owner.patch(`/api/v1/flows/${flowId}`, { access_type: 'PUBLIC' })).status).toBe(200);
    const clientId = randomUUID();
    const voice = open('visitor-session', {}, { headers: { cookie: `client_id=${clientId}` } });
    await voice.next('session.created');
    const runs = await queuedRuns();
    llm.queue({ chunks: ['Hi ', 'visitor.'] });
    const stored = await storedBy(async () => {
      say(voice, 'hi');
      expect((await voice.next('response.done')).text).toBe('Hi visitor.');
    });
    expect([await queuedRuns(), stored.api]).toEqual([runs + 1, 0]);
    const rows = await api.app.database.db
      .selectFrom('public_messages')
      .select(['text', 'session_id', 'flow_id'])
      .where('public_flow_id', '=', flowId)
      .where('session_id', '=', 'visitor-session')
      .orderBy('timestamp')
      .execute();
    const runFlowId = virtualFlowId(clientId, flowId);
    expect(rows).toEqual([
      { text: 'hi', session_id: 'visitor-session', flow_id: runFlowId },
      { text: 'Hi visitor.', session_id: 'visitor-session', flow_id: runFlowId },
    ]);
    expect((await owner.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flowId}&session_id=visitor-session`)).body).toEqual([]);
    expect((await owner.patch(`/api/v1/flows/${flowId}`, { access_type: 'PRIVATE' })).status).toBe(200);
  });

  it('cancels the job on response.cancel: the worker stops the model, the turn ends with the reply so far', async () => {
    const voice = open(`cancel-${randomUUID()}`, { token: owner.token });
    await voice.next('session.created');
    llm.queue({ chunks: ['First part. ', 'Never ', 'said.'], delayMs: 5_000 });
    say(voice, 'talk slowly');
    await voice.next('response.text.delta');
    voice.send({ type: 'response.cancel' });
    expect((await voice.next('response.done')).text).toBe('First part. ');
    const [request] = chatRequests();
    await request!.settled;
    expect(request!.closedEarly).toBe(true);
    expect(voice.messages.filter((message) => message.type === 'error')).toEqual([]);
    // The socket takes the next turn.
    llm.queue({ text: 'Next.' });
    say(voice, 'again');
    expect((await voice.next('response.done')).text).toBe('Next.');
  });

  it('answers run_failed with the queue’s words and coded reason when no worker takes the turn in time', async () => {
    const lonelyPrefix = testQueuePrefix();
    const lonely = await createTestServer({
      database: 'postgres',
      databaseOf: api,
      env: { ...secrets, VOICE_OPENAI_BASE_URL: llm.baseUrl, QUEUE_WAIT_TIMEOUT: '1' },
      queue: { prefix: lonelyPrefix, role: 'api' },
    });
    try {
      const voice = openVoice(voiceSocketUrl(lonely, flowId, `lonely-${randomUUID()}`, { token: owner.token }));
      clients.push(voice);
      await voice.next('session.created');
      say(voice, 'anyone there?');
      // The queue's ending by code too (JOB_QUEUE_WAIT_EXPIRED), for the browser to word as the typed chat does.
      expect(await voice.next('error')).toEqual({ type: 'error', code: 'run_failed', message: QUEUE_WAIT_EXPIRED.text, reason: QUEUE_WAIT_EXPIRED });
      expect(chatRequests()).toEqual([]);
    } finally {
      await lonely.close();
      await dropRedisPrefix(lonelyPrefix);
    }
  });

  it('cancels the job when the socket closes mid-turn', async () => {
    const voice = open(`close-${randomUUID()}`, { token: owner.token });
    await voice.next('session.created');
    llm.queue({ chunks: ['Going ', 'on ', 'and on.'], delayMs: 5_000 });
    say(voice, 'keep talking');
    await voice.next('response.text.delta');
    voice.close();
    const [request] = chatRequests();
    await request!.settled;
    expect(request!.closedEarly).toBe(true);
  });
});
