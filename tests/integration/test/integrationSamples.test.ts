// The run API samples of the editor's 集成 tab, exactly as the console copies them (@app/api-client's
// runSamples with the full key), pasted and run against the real server: the cURL command in a
// shell, the JavaScript in Node, the Python with python3. A published Basic Prompting app answers
// through the local OpenAI-protocol test server. In AUTO_LOGIN mode the samples carry no key and run
// as the administrator. A tool missing on this machine skips its sample with a notice in the test's name.
import { createApiClient, createMemoryTokenStore, runSamples, type ApiClient, type RunSamples } from '@app/api-client';
import { isGenericNode, type FlowData, type TemplateField } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { createTestServer, type TestServer } from '@app/server/testing';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const LLM_KEY = 'sk-integration-samples-1a2b3c';

function found(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const hasCurl = found('curl');
const hasPython = found('python3');
const missing = (tool: string, present: boolean) => (present ? '' : ` (skipped: ${tool} is not installed here)`);
if (!hasCurl) console.warn('[tests] curl not found: the cURL sample is not run');
if (!hasPython) console.warn('[tests] python3 not found: the Python sample is not run');

interface RunAnswer {
  session_id: string;
  outputs: Array<{ outputs: Array<{ results: { message: { text: string } } }> }>;
}

const answerText = (stdout: string) => (JSON.parse(stdout) as RunAnswer).outputs[0]?.outputs[0]?.results.message.text;

async function signedInAdmin(server: TestServer): Promise<ApiClient> {
  const client = createApiClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
  await client.auth.login({ username: server.admin.username, password: server.admin.password });
  return client;
}

/** Basic Prompting, its model at the test server, published. */
async function publishedBasicPrompting(dev: ApiClient, llm: LlmTestServer): Promise<{ flowId: string; storeId: string }> {
  await dev.variables.create({ name: TEMPLATE_API_KEY_VARIABLE, value: LLM_KEY, type: 'Credential' });
  const example = (await dev.flows.basicExamples()).find((candidate) => candidate.template_key === 'basic-prompting')!;
  const data = structuredClone(example.data) as FlowData;
  for (const node of data.nodes.filter(isGenericNode)) {
    if (node.data.type === 'OpenAIModel') (node.data.node.template.openai_api_base as TemplateField).value = llm.baseUrl;
  }
  const flowId = (await dev.flows.create({ name: 'Basic Prompting', data })).id;
  const { store_id: storeId } = await dev.store.release({ flow_id: flowId, note: '第一版' });
  return { flowId, storeId };
}

/** Runs a sample as its language's program would: cURL in a shell, JavaScript in Node, Python with python3. */
async function runSample(dir: string, language: keyof RunSamples, code: string): Promise<{ stdout: string; stderr: string }> {
  if (language === 'curl') return run('sh', ['-c', code]);
  const file = join(dir, language === 'python' ? 'sample.py' : 'sample.mjs');
  await writeFile(file, code);
  return run(language === 'python' ? 'python3' : process.execPath, [file]);
}

describe('the 集成 tab’s run samples, pasted', () => {
  let server: TestServer;
  let llm: LlmTestServer;
  let dev: ApiClient;
  let flowId: string;
  let storeId: string;
  let apiKey: string;
  let dir: string;

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database: 'sqlite', env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: LLM_KEY })]);
    dir = await mkdtemp(join(tmpdir(), 'run-samples-'));
    dev = await signedInAdmin(server);
    ({ flowId, storeId } = await publishedBasicPrompting(dev, llm));
    // What the console copies: the key's full value read back through api_key/display.
    const created = await dev.apiKeys.create(storeId, { name: '示例代码' });
    apiKey = await dev.apiKeys.display(created.id);
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close(), dir && rm(dir, { recursive: true, force: true })]);
  });

  const samples = () => runSamples({ host: server.url, flowId, apiKey, input: '你好' });

  it.skipIf(!hasCurl)(`runs the cURL sample in a shell${missing('curl', hasCurl)}`, async () => {
    llm.queue({ text: '来自 cURL 的回答' });
    const { stdout } = await runSample(dir, 'curl', samples().curl);
    expect(answerText(stdout)).toBe('来自 cURL 的回答');
    expect(llm.requests).toHaveLength(1);
  });

  it('runs the JavaScript sample in Node', async () => {
    llm.queue({ text: '来自 JavaScript 的回答' });
    const { stdout } = await runSample(dir, 'javascript', samples().javascript);
    expect(answerText(stdout)).toBe('来自 JavaScript 的回答');
  });

  it.skipIf(!hasPython)(`runs the Python sample with python3${missing('python3', hasPython)}`, async () => {
    llm.queue({ text: '来自 Python 的回答' });
    const { stdout } = await runSample(dir, 'python', samples().python);
    expect(answerText(stdout)).toBe('来自 Python 的回答');
  });

  it('is refused with a disabled key (the samples send the key they show)', async () => {
    const [created] = await dev.apiKeys.list(storeId);
    await dev.apiKeys.update(created!.id, { is_active: false });
    try {
      const { stderr } = await runSample(dir, 'javascript', samples().javascript);
      expect(stderr).toContain('HTTP 403');
      expect(llm.requests).toHaveLength(0);
    } finally {
      await dev.apiKeys.update(created!.id, { is_active: true });
    }
  });
});

describe('the run samples of auto-login mode, pasted', () => {
  let server: TestServer;
  let llm: LlmTestServer;
  let flowId: string;
  let dir: string;

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database: 'sqlite', env: { FETCH_ALLOWED_HOSTS: '127.0.0.1', AUTO_LOGIN: 'true' } }), startLlmTestServer({ apiKey: LLM_KEY })]);
    dir = await mkdtemp(join(tmpdir(), 'run-samples-auto-'));
    ({ flowId } = await publishedBasicPrompting(await signedInAdmin(server), llm));
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close(), dir && rm(dir, { recursive: true, force: true })]);
  });

  const languages: Array<[keyof RunSamples, string, boolean]> = [
    ['curl', 'curl', hasCurl],
    ['javascript', 'node', true],
    ['python', 'python3', hasPython],
  ];
  for (const [language, tool, present] of languages) {
    it.skipIf(!present)(`runs the ${language} sample without x-api-key${missing(tool, present)}`, async () => {
      llm.queue({ text: `无密钥 ${language}` });
      const code = runSamples({ host: server.url, flowId, apiKey: null, input: '你好' })[language];
      expect(code).not.toContain('x-api-key');
      const { stdout } = await runSample(dir, language, code);
      expect(answerText(stdout)).toBe(`无密钥 ${language}`);
    });
  }
});
