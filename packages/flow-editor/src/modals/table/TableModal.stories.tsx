import type { TableColumn, TemplateField } from '@app/flow-graph';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFlowEditor } from '../../test/storyDecorators';
import { sampleCatalogue } from '../../testing/memoryComponentsApi';
import { TableModal } from './TableModal';

// The Structured Output component's schema table: text, options and a boolean column.
const outputSchema = sampleCatalogue.processing!.StructuredOutput!.template.output_schema as TemplateField;
const schemaColumns = outputSchema.table_schema!.columns;

const everyFormatter: TableColumn[] = [
  { name: 'title', display_name: '标题' },
  { name: 'score', display_name: '得分', formatter: 'number', default: 0 },
  { name: 'done', display_name: '完成', formatter: 'boolean' },
  { name: 'due', display_name: '截止日期', formatter: 'date' },
  { name: 'meta', display_name: '元数据', formatter: 'json' },
  { name: 'id', display_name: 'ID', disable_edit: true },
  { name: 'internal', display_name: '内部', hidden: true },
];

const meta = {
  title: 'FlowEditor/Modals/TableModal',
  component: TableModal,
  args: {
    opened: true,
    title: outputSchema.display_name ?? '输出结构',
    columns: schemaColumns,
    rows: [
      { name: 'answer', description: '回答正文', type: 'str', multiple: false },
      { name: 'sources', description: '引用的资料', type: 'str', multiple: true },
    ],
    onClose: fn(),
    onSave: fn(),
  },
  decorators: [withFlowEditor()],
} satisfies Meta<typeof TableModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StructuredOutputSchema: Story = {};

/** One column per formatter, a read-only column and a hidden one. */
export const EveryFormatter: Story = {
  args: {
    title: '任务',
    columns: everyFormatter,
    rows: [
      { title: '写周报', score: 3, done: false, due: '2025-06-06', meta: { owner: 'li' }, id: 't-1', internal: 'a' },
      { title: '复盘', score: 5, done: true, due: '2025-06-02', meta: null, id: 't-2', internal: 'b' },
    ],
  },
};

/** No rows: 暂无数据. */
export const Empty: Story = { args: { rows: [] } };

export const ReadOnly: Story = { args: { readonly: true } };
