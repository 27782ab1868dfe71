import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import { apiKeyRecord, createMemoryApiKeysApi } from '../testing/memoryApiKeysApi';
import { KeyListPanel } from './KeyListPanel';

const STORE = 'store-1';
const keys = [
  apiKeyRecord({ id: 'k1', name: '后端服务', store_id: STORE, created_at: '2026-01-05T02:03:00.000Z', last_used_at: '2026-01-20T09:30:00.000Z' }),
  apiKeyRecord({ id: 'k2', name: '数据看板', store_id: STORE, created_at: '2026-01-08T10:00:00.000Z', is_active: false, domain: 'board.example.com' }),
  apiKeyRecord({ id: 'c1', name: '官网', store_id: STORE, is_channel: true }),
];

const meta = {
  title: 'FlowEditor/Integration/KeyListPanel',
  component: KeyListPanel,
  args: { kind: 'api', storeId: STORE },
  decorators: [withFlowEditor(() => ({ apiKeys: createMemoryApiKeysApi(keys) }))],
} satisfies Meta<typeof KeyListPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API keys page: masked keys, times, the enabled switch and the actions; 创建密钥 shows a new key once. */
export const ApiKeys: Story = {};

/** The channel codes screen. */
export const ChannelCodes: Story = { args: { kind: 'channel' } };

/** 暂无API密钥. */
export const Empty: Story = { decorators: [withFlowEditor(() => ({ apiKeys: createMemoryApiKeysApi([]) }))] };
