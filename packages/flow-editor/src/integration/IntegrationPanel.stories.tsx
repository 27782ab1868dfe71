import type { Meta, StoryObj } from '@storybook/react-vite';
import { testFlowRecord } from '../store/testFlowStore';
import { withFlowEditor } from '../test/storyDecorators';
import { apiKeyRecord } from '../testing/memoryApiKeysApi';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { IntegrationPanel } from './IntegrationPanel';

const released = testFlowRecord(null, { id: 'flow-basic', name: '客服助手', released_at: '2026-01-09T09:15:42.000Z' });
const draft = testFlowRecord(null, { id: 'flow-draft', name: '草稿助手' });
const STORE = 'store-flow-basic';
const keys = [
  apiKeyRecord({ id: 'c1', name: '官网', store_id: STORE, is_channel: true, last_used_at: '2026-01-20T09:30:00.000Z' }),
  apiKeyRecord({ id: 'k1', name: '后端服务', store_id: STORE, domain: 'api.example.com' }),
];
const withKeys = () => createMemoryFlowEditorApi({ workspace: { flows: [released, draft] }, apiKeys: keys });

const meta = {
  title: 'FlowEditor/Integration/IntegrationPanel',
  component: IntegrationPanel,
  args: { flowId: 'flow-basic' },
  decorators: [
    (Story) => (
      <div style={{ height: 720 }}>
        <Story />
      </div>
    ),
    withFlowEditor(withKeys),
  ],
} satisfies Meta<typeof IntegrationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Web integration: the embed snippet made with the app's channel code (masked; copied in full). */
export const EmbedCode: Story = {};

/** The external link of the embedded chat page. */
export const ExternalLink: Story = { args: { initialWebTab: 'link' } };

/** The channel codes screen. */
export const ChannelCodes: Story = { args: { initialWebTab: 'channels' } };

/** API integration: Python, JavaScript and cURL samples with the chosen key. */
export const ApiSamples: Story = { args: { initialTab: 'api' } };

/** In auto-login mode the samples carry no x-api-key. */
export const ApiSamplesAutoLogin: Story = {
  args: { initialTab: 'api' },
  decorators: [withFlowEditor(withKeys, { autoLogin: true })],
};

/** The API keys page. */
export const ApiKeys: Story = { args: { initialTab: 'api', initialApiTab: 'keys' } };

/** MCP: the app's tool name and description, the endpoints and a ready client configuration. */
export const Mcp: Story = { args: { initialTab: 'mcp' } };

/** A flow not published yet: a warning above the screens; no key yet, pointers to create one. */
export const Unpublished: Story = { args: { flowId: 'flow-draft' } };
