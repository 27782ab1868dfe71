import { ReleaseAction } from '@app/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { testFlowRecord } from '../store/testFlowStore';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { ReleaseHistoryDialog } from './ReleaseHistoryDialog';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 0, day, hour, 15, 42)).toISOString();
const flow = testFlowRecord(null, { id: 'flow-basic', name: '客服助手', released_at: at(9, 9) });
const history = [
  { id: 'r4', updated_at: at(9, 9), note: '支持上传图片提问，优化了开场白。', tpe: ReleaseAction.RELEASE },
  { id: 'r3', updated_at: at(8, 18), note: '模型服务维护，暂停使用。', tpe: ReleaseAction.CANCEL },
  { id: 'r2', updated_at: at(6, 10), note: '修复了回答中表格显示错乱的问题。', tpe: ReleaseAction.RELEASE },
  { id: 'r1', updated_at: at(2, 14), note: '首个版本：常见问题解答与工单查询。', tpe: ReleaseAction.RELEASE },
];

const meta = {
  title: 'FlowEditor/Publish/ReleaseHistoryDialog',
  component: ReleaseHistoryDialog,
  args: { opened: true, flowId: 'flow-basic', published: true, onClose: fn(), onUnpublished: fn() },
  decorators: [withFlowEditor(() => createMemoryFlowEditorApi({ workspace: { flows: [flow] }, publish: { history: { 'flow-basic': history } } }))],
} satisfies Meta<typeof ReleaseHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Releases and an unpublish, newest first; 下架应用 asks for a note first. */
export const Published: Story = {};

/** Not published now: 下架应用 is disabled. */
export const Unpublished: Story = { args: { published: false } };
