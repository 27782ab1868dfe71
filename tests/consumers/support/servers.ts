// A real server for consumers to call: the platform's test server (SQLite) and the local
// OpenAI-protocol model server, with the Basic Prompting template saved and published as an app
// whose model is the test server (its default reply echoes: "Echo: <the question>").
import { createApiClient, createMemoryTokenStore, type ApiClient } from '@app/api-client';
import { isGenericNode, type FlowData, type TemplateField } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { createTestServer, type TestServer } from '@app/server/testing';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';

const LLM_KEY = 'sk-consumers-7f3e';
export const FLOW_NAME = 'Basic Prompting';

export interface ServedApp {
  server: TestServer;
  llm: LlmTestServer;
  flowId: string;
  /** An API key of the published app, its full value. */
  apiKey: string;
  close(): Promise<void>;
}

async function signedInAdmin(server: TestServer): Promise<ApiClient> {
  const client = createApiClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
  await client.auth.login({ username: server.admin.username, password: server.admin.password });
  return client;
}

export async function serveBasicPrompting(): Promise<ServedApp> {
  const [server, llm] = await Promise.all([createTestServer({ database: 'sqlite', env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: LLM_KEY })]);
  const close = async () => void (await Promise.all([server.close(), llm.close()]));
  try {
    const admin = await signedInAdmin(server);
    await admin.variables.create({ name: TEMPLATE_API_KEY_VARIABLE, value: LLM_KEY, type: 'Credential' });
    const example = (await admin.flows.basicExamples()).find((candidate) => candidate.template_key === 'basic-prompting');
    if (!example) throw new Error('the Basic Prompting template is missing');
    const data = structuredClone(example.data) as FlowData;
    for (const node of data.nodes.filter(isGenericNode)) {
      if (node.data.type === 'OpenAIModel') (node.data.node.template.openai_api_base as TemplateField).value = llm.baseUrl;
    }
    const flowId = (await admin.flows.create({ name: FLOW_NAME, data })).id;
    const { store_id: storeId } = await admin.store.release({ flow_id: flowId, note: 'consumers' });
    const created = await admin.apiKeys.create(storeId, { name: 'consumers' });
    return { server, llm, flowId, apiKey: await admin.apiKeys.display(created.id), close };
  } catch (error) {
    await close();
    throw error;
  }
}
