// The Langflow file suites' set-up: a server that may call the local OpenAI-protocol model server,
// that model server, and a developer whose OPENAI_API_KEY credential variable (the name Langflow's
// files use) holds the model server's key.
import type { FlowData, FlowRecord } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { langflowFileText, type LangflowOtherFile } from '@app/test-documents';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createTestServer, type TestServer } from '../../src/testing';
import { userApi, type Api } from './api';

export const KEY_VARIABLE = 'OPENAI_API_KEY';

type RunAnswer = { outputs: Array<{ outputs: Array<{ results: { message?: { text: string } } } | null> }> };

export interface LangflowTestBed {
  readonly server: TestServer;
  readonly llm: LlmTestServer;
  readonly dev: Api;
  /** The body of the model server's `index`-th chat completion request in the current test. */
  chatBody<T>(index: number): T;
  /** The Langflow file saved through the flows API as Langflow's clients save it, with only the nodes `keep` keeps. */
  saveFile(file: LangflowOtherFile, keep?: (node: FlowData['nodes'][number]) => boolean): Promise<FlowRecord>;
  /** The flow run through the run API; the text of its first output's message. */
  run(flow: FlowRecord, body: Record<string, unknown>): Promise<string | undefined>;
}

/** Started before the suite's tests and closed after them; the model server's requests are cleared after each test. */
export function useLangflowTestBed(key: string, username: string): LangflowTestBed {
  let server: TestServer | undefined;
  let llm: LlmTestServer | undefined;
  let dev: Api | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the Langflow test bed starts in beforeAll');
    return value;
  };

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database: 'sqlite', env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: key })]);
    dev = await userApi(server, username);
    expect((await dev.post('/api/v1/variables/', { name: KEY_VARIABLE, value: key, type: 'Credential' })).status).toBe(201);
  });
  afterEach(() => llm?.reset());
  afterAll(async () => {
    await Promise.all([server?.close(), llm?.close()]);
  });

  return {
    get server() {
      return started(server);
    },
    get llm() {
      return started(llm);
    },
    get dev() {
      return started(dev);
    },
    chatBody: <T>(index: number) => started(llm).requests.filter((request) => request.path === '/v1/chat/completions')[index]?.body as T,
    async saveFile(file, keep = () => true) {
      const { name, description, data: whole } = JSON.parse(langflowFileText(file)) as { name: string; description: string; data: FlowData };
      const kept = new Set(whole.nodes.filter(keep).map((node) => node.id));
      const data = { ...whole, nodes: whole.nodes.filter((node) => kept.has(node.id)), edges: whole.edges.filter((edge) => kept.has(edge.source) && kept.has(edge.target)) };
      const answer = await started(dev).post<FlowRecord>('/api/v1/flows/', { name: `${name} ${crypto.randomUUID().slice(0, 6)}`, description, data });
      expect(answer.status, answer.text).toBe(201);
      return answer.body;
    },
    async run(flow, body) {
      const answer = await started(dev).post<RunAnswer>(`/api/v1/run/${flow.id}`, body);
      expect(answer.status, answer.text).toBe(200);
      return answer.body.outputs[0]?.outputs[0]?.results.message?.text;
    },
  };
}
