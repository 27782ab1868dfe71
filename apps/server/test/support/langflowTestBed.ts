// The Langflow file suites' set-up: a server that may call the local OpenAI-protocol model server,
// that model server, and a developer whose OPENAI_API_KEY credential variable (the name Langflow's
// files use) holds the model server's key.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createTestServer, type TestServer } from '../../src/testing';
import { userApi, type Api } from './api';

export const KEY_VARIABLE = 'OPENAI_API_KEY';

export interface LangflowTestBed {
  readonly server: TestServer;
  readonly llm: LlmTestServer;
  readonly dev: Api;
  /** The body of the model server's `index`-th chat completion request in the current test. */
  chatBody<T>(index: number): T;
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
  };
}
