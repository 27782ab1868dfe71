// Composio Tools' refresh button against a local stand-in for Composio's REST API v3: the chosen
// app's actions offered (every page of them), the key read from the user's variable, and the
// chosen names Composio no longer offers dropped.
import type { TemplateField } from '@app/flow-graph';
import { startComposioTestServer, type ComposioTestServer, type ComposioTestTool } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComposioAPI, componentMessages } from '../src';
import { makeNode } from './support/flows';
import { networkFetch } from './support/services';

const COMPOSIO_KEY = 'ak_composio_refresh_2b7a';
const NOTION_SLUGS = Array.from({ length: 120 }, (_, index) => `NOTION_ACTION_${index + 1}`);
const tool = (toolkit: string): ComposioTestTool => ({ toolkit, description: 'An action.', input_parameters: { type: 'object', properties: {} } });

let composio: ComposioTestServer;
beforeAll(async () => {
  composio = await startComposioTestServer({
    apiKey: COMPOSIO_KEY,
    tools: { GMAIL_SEND_EMAIL: tool('gmail'), ...Object.fromEntries(NOTION_SLUGS.map((slug) => [slug, tool('notion')])) },
  });
});
afterAll(() => composio.close());

function refresh(values: Record<string, unknown>, resolveVariable?: (name: string) => Promise<string | undefined>) {
  const node = makeNode('ComposioAPI-rrrrr', { api_key: 'COMPOSIO_API_KEY', app_name: 'notion', base_url: composio.baseUrl, ...values });
  return ComposioAPI.updateTemplate!({ template: node.data.node.template, outputs: [], field: 'actions', value: values.actions ?? [], services: { fetch: networkFetch() }, resolveVariable });
}

describe('Composio Tools refresh button', () => {
  it('offers every action of the app, page after page, with the key from the user’s variable, keeping the chosen ones still offered', async () => {
    const resolveVariable = async (name: string) => (name === 'COMPOSIO_API_KEY' ? COMPOSIO_KEY : undefined);
    const { template } = await refresh({ actions: ['notion_action_3', 'NOTION_GONE'] }, resolveVariable);
    const field = template?.actions as TemplateField;
    expect(field.options).toEqual(NOTION_SLUGS);
    expect(field.value).toEqual(['notion_action_3']);
    expect(composio.requests.map((request) => request.path.replace('/api/v3', ''))).toEqual([
      '/tools?toolkit_slug=notion&toolkit_versions=latest&limit=100',
      '/tools?toolkit_slug=notion&toolkit_versions=latest&limit=100&cursor=100',
    ]);
    expect(composio.requests.every((request) => request.apiKey === COMPOSIO_KEY)).toBe(true);
  });

  it('refuses without a key or an app, naming Composio Tools, and leaves other fields alone', async () => {
    await expect(refresh({}, async () => undefined)).rejects.toThrow(componentMessages.COMPOSIO_API_KEY_MISSING());
    await expect(refresh({ app_name: ' ' }, async () => COMPOSIO_KEY)).rejects.toThrow(componentMessages.COMPOSIO_APP_NONE());
    const node = makeNode('ComposioAPI-rrrrr');
    expect(await ComposioAPI.updateTemplate!({ template: node.data.node.template, outputs: [], field: 'app_name', value: 'GMAIL', services: { fetch: networkFetch() } })).toEqual({});
  });
});
