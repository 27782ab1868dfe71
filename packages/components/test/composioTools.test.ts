// Composio Tools against a local stand-in for Composio's REST API v3: the chosen actions listed as
// tools with Composio's argument schemas, an agent sending mail through one (the execute request
// carrying the key, the connected account and the model's arguments), the Connect Link of an
// entity without an account, and its failures naming the component.
import type { Tool } from '@app/engine';
import { startComposioTestServer, startLlmTestServer, type ComposioTestServer } from '@app/llm-test-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { AGENT, OUTPUT, agentFlow, toolUses } from './support/agents';
import { reasonOf } from './support/errors';
import { build, connect } from './support/flows';
import { keyedNode, TEST_KEY } from './support/models';
import { networkFetch } from './support/services';

const NODE = 'ComposioAPI-ccccc';
const COMPOSIO_KEY = 'ak_composio_test_51f0';
const SEND_SCHEMA = {
  type: 'object',
  properties: {
    recipient_email: { type: 'string', description: 'Email address of the recipient.' },
    subject: { type: 'string', description: 'Subject line of the email.' },
    body: { type: 'string', description: 'Body of the email.' },
  },
  required: ['recipient_email', 'body'],
};
const DRAFT_SCHEMA = { type: 'object', properties: { recipient_email: { type: 'string' }, body: { type: 'string' } }, required: ['body'] };

let composio: ComposioTestServer;

beforeEach(async () => {
  composio = await startComposioTestServer({
    apiKey: COMPOSIO_KEY,
    tools: {
      GMAIL_SEND_EMAIL: { toolkit: 'gmail', description: 'Send an email using the Gmail API.', input_parameters: SEND_SCHEMA, version: '20251027_00' },
      GMAIL_CREATE_EMAIL_DRAFT: { toolkit: 'gmail', description: 'Create a draft email.', input_parameters: DRAFT_SCHEMA },
      GITHUB_STAR_REPO: { toolkit: 'github', description: 'Star a repository.', input_parameters: { type: 'object', properties: {} } },
    },
    accounts: [{ id: 'ca_gmail_default', user_id: 'default', toolkit: 'gmail', status: 'ACTIVE' }],
    authConfigs: { gmail: 'ac_gmail_1' },
    execute: (slug, body) => ({ data: { id: `msg-${slug}`, to: (body.arguments as { recipient_email?: string }).recipient_email } }),
  });
});
afterEach(() => composio.close());

const composioNode = (values: Record<string, unknown> = {}) =>
  keyedNode(NODE, { api_key: COMPOSIO_KEY, app_name: 'GMAIL', actions: ['GMAIL_SEND_EMAIL', 'GMAIL_CREATE_EMAIL_DRAFT'], base_url: composio.baseUrl, ...values });

async function tools(values: Record<string, unknown> = {}) {
  const built = await build([composioNode(values)], [], { services: { fetch: networkFetch() } });
  return { tools: built.values(NODE).tools as Tool[] | undefined, error: reasonOf(built.error(NODE)) };
}

const asked = () => composio.requests.map((request) => `${request.method} ${request.path.replace('/api/v3', '')}`);

describe('Composio Tools', () => {
  it('gives one tool per chosen action, described by the schema Composio lists, after finding the connected account', async () => {
    const { tools: listed, error } = await tools();
    expect(error).toBeUndefined();
    expect(listed?.map((tool) => tool.toJSON())).toEqual([
      { name: 'GMAIL_SEND_EMAIL', description: 'Send an email using the Gmail API.', parameters: { type: 'object', properties: SEND_SCHEMA.properties, required: ['recipient_email', 'body'], additionalProperties: false } },
      { name: 'GMAIL_CREATE_EMAIL_DRAFT', description: 'Create a draft email.', parameters: { type: 'object', properties: DRAFT_SCHEMA.properties, required: ['body'], additionalProperties: false } },
    ]);
    expect(asked()).toEqual([
      'GET /connected_accounts?user_ids=default&toolkit_slugs=gmail&statuses=ACTIVE',
      'GET /tools?tool_slugs=GMAIL_SEND_EMAIL%2CGMAIL_CREATE_EMAIL_DRAFT&toolkit_versions=latest&limit=2',
    ]);
    expect(composio.requests.every((request) => request.apiKey === COMPOSIO_KEY)).toBe(true);
  });

  it('lets an agent send mail: the execute request carries the key, the account, the entity, the version and the model’s arguments', async () => {
    const llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini'] });
    try {
      const email = { recipient_email: 'ada@example.com', subject: 'Hello', body: 'Hi Ada!' };
      llm.queue({ text: '', toolCalls: [{ id: 'call_mail', name: 'GMAIL_SEND_EMAIL', arguments: email }] }, { text: '邮件已发送给 Ada。' });
      const flow = agentFlow({ baseUrl: llm.baseUrl });
      const node = composioNode();
      const nodes = [...flow.nodes, node];
      const edges = [...flow.edges, connect(nodes, `${NODE}.tools`, `${AGENT}.tools`)];
      const built = await build(nodes, edges, { inputs: { input_value: '给 ada@example.com 发一封问候邮件' }, services: { fetch: networkFetch() } });
      expect([built.result.status, built.error(AGENT), built.error(NODE)]).toEqual(['completed', undefined, undefined]);
      const offered = (llm.requests[0]?.body as { tools: Array<{ function: { name: string; parameters: unknown } }> }).tools;
      expect(offered.map((tool) => tool.function.name)).toEqual(['GMAIL_SEND_EMAIL', 'GMAIL_CREATE_EMAIL_DRAFT']);
      const executed = composio.requests.filter((request) => request.path.startsWith('/api/v3/tools/execute/'));
      expect(executed).toEqual([
        {
          method: 'POST',
          path: '/api/v3/tools/execute/GMAIL_SEND_EMAIL',
          apiKey: COMPOSIO_KEY,
          body: { connected_account_id: 'ca_gmail_default', user_id: 'default', arguments: email, version: '20251027_00' },
        },
      ]);
      const answer = { id: 'msg-GMAIL_SEND_EMAIL', to: 'ada@example.com' };
      const sent = (llm.requests[1]?.body as { messages: Array<{ role: string; content: string }> }).messages;
      expect(sent.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_mail' });
      expect(JSON.parse(sent.at(-1)!.content)).toEqual(answer);
      expect(JSON.parse(toolUses(built.values(OUTPUT).message as never)[0]!.output as string)).toEqual(answer);
      expect(built.values(AGENT).response).toMatchObject({ text: '邮件已发送给 Ada。' });
    } finally {
      await llm.close();
    }
  });

  it('tells an entity without a connected account where to connect one: the Connect Link Composio returns', async () => {
    const { error } = await tools({ entity_id: 'ada' });
    const url = composio.links[0]!;
    expect(url).toMatch(/^https:\/\/connect\.composio\.dev\/link\/lt_/);
    expect(error).toBe(componentMessages.COMPOSIO_NOT_CONNECTED({ app: 'GMAIL', entity: 'ada', url }));
    expect(error).toContain('Composio 工具');
    expect(composio.requests.at(-1)?.body).toEqual({ auth_config_id: 'ac_gmail_1', user_id: 'ada' });
  });

  it('makes a Composio-managed auth config for an app the project has none for, then links it', async () => {
    composio.accounts.length = 0;
    const { error } = await tools({ app_name: 'github', actions: ['github_star_repo'] });
    expect(error).toBe(componentMessages.COMPOSIO_NOT_CONNECTED({ app: 'GITHUB', entity: 'default', url: composio.links[0]! }));
    expect(asked()).toEqual(['GET /connected_accounts?user_ids=default&toolkit_slugs=github&statuses=ACTIVE', 'GET /auth_configs?toolkit_slug=github', 'POST /auth_configs', 'POST /connected_accounts/link']);
    expect(composio.requests[2]?.body).toEqual({ toolkit: { slug: 'github' }, auth_config: { type: 'use_composio_managed_auth' } });
    expect(composio.requests[3]?.body).toEqual({ auth_config_id: 'ac_github_2', user_id: 'default' });
  });

  it('reports a failed action to the agent with Composio’s reason', async () => {
    await composio.close();
    composio = await startComposioTestServer({
      apiKey: COMPOSIO_KEY,
      tools: { GMAIL_SEND_EMAIL: { toolkit: 'gmail', description: 'Send an email.', input_parameters: SEND_SCHEMA } },
      accounts: [{ id: 'ca_1', user_id: 'default', toolkit: 'gmail', status: 'ACTIVE' }],
      execute: () => ({ error: 'Recipient address rejected' }),
    });
    const { tools: listed } = await tools({ actions: ['GMAIL_SEND_EMAIL'] });
    await expect(listed![0]!.invoke({ recipient_email: 'x', body: 'y' })).rejects.toThrow(
      componentMessages.COMPOSIO_ACTION_FAILED({ action: 'GMAIL_SEND_EMAIL', detail: 'Recipient address rejected' }),
    );
  });

  it('names Composio Tools in its failures', async () => {
    expect((await tools({ api_key: ' ' })).error).toBe(componentMessages.COMPOSIO_API_KEY_MISSING());
    expect((await tools({ app_name: '' })).error).toBe(componentMessages.COMPOSIO_APP_NONE());
    expect((await tools({ actions: [] })).error).toBe(componentMessages.COMPOSIO_ACTIONS_NONE({ app: 'GMAIL' }));
    expect((await tools({ api_key: 'wrong' })).error).toBe(componentMessages.COMPOSIO_API_KEY_REFUSED());
    expect((await tools({ actions: ['GMAIL_SEND_EMAIL', 'GMAIL_FLY'] })).error).toBe(componentMessages.COMPOSIO_ACTION_MISSING({ names: 'GMAIL_FLY', app: 'GMAIL' }));
    expect((await tools({ base_url: 'ftp://x' })).error).toBe(componentMessages.COMPOSIO_BASE_URL_INVALID({ url: 'ftp://x' }));
    expect((await tools({ base_url: `${composio.baseUrl}/nowhere` })).error).toBe(componentMessages.COMPOSIO_REFUSED({ status: 404, detail: 'Not found' }));
    const closed = composio.baseUrl;
    await composio.close();
    expect((await tools({ base_url: closed })).error).toMatch(/^Composio 工具无法连接 http:\/\/127\.0\.0\.1:\d+\/api\/v3\/connected_accounts/);
    composio = await startComposioTestServer({ apiKey: COMPOSIO_KEY, tools: {} });
  });
});
