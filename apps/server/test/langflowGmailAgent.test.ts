// Langflow 1.4's Gmail Agent saved through the flows API and run through the run API against the
// local OpenAI-protocol server and a local stand-in for Composio's REST API: Composio Tools gives
// the Agent the chosen Gmail action with its schema, the Agent sends the mail through it (the key
// from the COMPOSIO_API_KEY variable the file names), and an entity without a Gmail account is
// told where to connect one.
import type { FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { startComposioTestServer, type ComposioTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLangflowTestBed } from './support/langflowTestBed';

const KEY = 'sk-langflow-gmail-4c2e';
const COMPOSIO_KEY = 'ak_langflow_gmail_8e13';
const SEND_SCHEMA = {
  type: 'object',
  properties: { recipient_email: { type: 'string', description: 'Email address of the recipient.' }, subject: { type: 'string' }, body: { type: 'string' } },
  required: ['recipient_email', 'body'],
};

type ChatBody = { messages: Array<{ role: string; content: string }>; tools?: Array<{ function: { name: string; description: string; parameters: unknown } }> };

const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);

describe('Langflow 1.4 Gmail Agent on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-gmail');
  let composio: ComposioTestServer;

  beforeAll(async () => {
    composio = await startComposioTestServer({
      apiKey: COMPOSIO_KEY,
      tools: { GMAIL_SEND_EMAIL: { toolkit: 'gmail', description: 'Send an email using the Gmail API.', input_parameters: SEND_SCHEMA, version: '20251027_00' } },
      accounts: [{ id: 'ca_gmail_1', user_id: 'default', toolkit: 'gmail', status: 'ACTIVE' }],
      authConfigs: { gmail: 'ac_gmail_1' },
      execute: () => ({ data: { id: '18c2f0a1', threadId: '18c2f0a1', labelIds: ['SENT'] } }),
    });
    expect((await bed.dev.post('/api/v1/variables/', { name: 'COMPOSIO_API_KEY', value: COMPOSIO_KEY, type: 'Credential' })).status).toBe(201);
  });
  afterAll(() => composio.close());

  /** The file as saved, and the tweaks that choose what 1.4's file leaves empty (the app, an action) and point at the local servers. */
  async function saved(entity = 'default') {
    const flow = await bed.saveFile('1.4/Gmail Agent');
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    const [tools] = nodesOf(flow, 'ComposioAPI');
    const [agent] = nodesOf(flow, 'Agent');
    expect(tools?.data.node.template.api_key).toMatchObject({ value: 'COMPOSIO_API_KEY', load_from_db: true });
    const tweaks = { [agent!.id]: { openai_api_base: bed.llm.baseUrl }, [tools!.id]: { base_url: composio.baseUrl, app_name: 'GMAIL', actions: ['GMAIL_SEND_EMAIL'], entity_id: entity } };
    return { flow, tweaks };
  }

  it('the Agent sends the mail through Composio with the key from COMPOSIO_API_KEY', async () => {
    const { flow, tweaks } = await saved();
    const email = { recipient_email: 'ada@example.com', subject: 'Hello', body: 'Hi Ada, greetings from the Gmail Agent.' };
    bed.llm.queue({ text: '', toolCalls: [{ id: 'call_1', name: 'GMAIL_SEND_EMAIL', arguments: email }] }, { text: 'I sent the email to ada@example.com.' });
    expect(await bed.run(flow, { input_value: 'Send Ada a hello email', tweaks })).toBe('I sent the email to ada@example.com.');
    const offered = bed.chatBody<ChatBody>(0).tools?.find((tool) => tool.function.name === 'GMAIL_SEND_EMAIL');
    expect(offered?.function).toMatchObject({ description: 'Send an email using the Gmail API.', parameters: { properties: SEND_SCHEMA.properties, required: SEND_SCHEMA.required } });
    expect(composio.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/v3/tools/execute/GMAIL_SEND_EMAIL', apiKey: COMPOSIO_KEY, body: { connected_account_id: 'ca_gmail_1', user_id: 'default', arguments: email, version: '20251027_00' } },
    ]);
    expect(bed.chatBody<ChatBody>(1).messages.at(-1)).toMatchObject({ role: 'tool', content: JSON.stringify({ id: '18c2f0a1', threadId: '18c2f0a1', labelIds: ['SENT'] }) });
  });

  it('an entity without a Gmail account gets the run’s error naming Composio Tools with the link to connect one', async () => {
    const { flow, tweaks } = await saved('grace');
    const answer = await bed.dev.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'Send Grace a hello email', tweaks });
    expect(answer.status).toBe(500);
    const link = composio.links.at(-1)!;
    expect(link).toMatch(/^https:\/\/connect\.composio\.dev\/link\//);
    expect(answer.body.detail).toContain('Composio 工具');
    expect(answer.body.detail).toContain(link);
    expect(bed.llm.requests).toEqual([]);
  });
});
