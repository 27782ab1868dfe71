import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFlowEditor } from '../test/storyDecorators';
import { sampleCatalogueEn } from '../testing/memoryComponentsApi';
import { catalogueNode, FieldHarness, nodeWithField } from './FieldHarness';

// Each story edits one field of a node held in local state; fields of built-in components come
// from the catalogue, the types no built-in component uses are made up for the story.
const meta = {
  title: 'FlowEditor/FieldInput',
  component: FieldHarness,
  args: { node: catalogueNode('inputs', 'TextInput'), name: 'input_value', onChange: fn(), onNodeChange: fn() },
  decorators: [withFlowEditor(), (Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAi = catalogueNode('models', 'OpenAIModel');
const withValue = (category: string, type: string, name: string, value: unknown) => {
  const node = catalogueNode(category, type);
  node.template[name] = { ...(node.template[name] as object), value } as never;
  return node;
};

/** A single-line text with the globe menu of global variables. */
export const Text: Story = { args: { node: catalogueNode('inputs', 'ChatInput'), name: 'sender_name' } };

/** Multiline text edited in place, with the text modal behind the expand button. */
export const Multiline: Story = {};

/** A password masked with the show/hide eye; pick a global variable to see its badge. */
export const Password: Story = { args: { node: openAi, name: 'api_key' } };

/** A password filled from a global variable (load_from_db). */
export const PasswordFromVariable: Story = { args: { node: withValue('models', 'OpenAIModel', 'api_key', 'OPENAI_API_KEY'), name: 'api_key' } };

/** A list of texts with add and remove. */
export const TextList: Story = { args: { node: withValue('data', 'URLComponent', 'urls', ['https://example.com', '']), name: 'urls' } };

/** A dropdown. */
export const Dropdown: Story = { args: { node: catalogueNode('processing', 'StringParser'), name: 'parser' } };

/** A combobox with a refresh button: type a model name and press Enter. */
export const Combobox: Story = { args: { node: openAi, name: 'model_name' } };

/** More than 20 options: the search box shows. */
export const ManyOptions: Story = {
  args: { node: nodeWithField('region', { type: 'str', display_name: '地区', options: Array.from({ length: 30 }, (_, index) => `region-${index + 1}`), value: 'region-1' }), name: 'region' },
};

/** The English catalogue's provider dropdown: options with Chinese names show their English labels. */
export const OptionLabels: Story = {
  args: { node: structuredClone(sampleCatalogueEn.models!.OpenAIModel!), name: 'provider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Provider' }));
    await expect(await within(document.body).findByRole('option', { name: 'Zhipu GLM' })).toBeInTheDocument();
  },
};

/** A dropdown with real_time_refresh: the node is refreshed 1 s after a change. */
export const RealTimeRefresh: Story = { args: { node: openAi, name: 'provider' } };

export const Bool: Story = { args: { node: catalogueNode('inputs', 'ChatInput'), name: 'should_store_message' } };

export const Int: Story = { args: { node: catalogueNode('data', 'URLComponent'), name: 'max_depth' } };

/** A float clamped to -2..2 when it loses focus. */
export const Float: Story = { args: { node: nodeWithField('penalty', { type: 'float', display_name: '惩罚', value: 0.5, info: '-2 到 2' }), name: 'penalty' } };

/** A slider with its presets. */
export const Slider: Story = { args: { node: openAi, name: 'temperature' } };

export const Code: Story = { args: { node: catalogueNode('inputs', 'TextInput'), name: 'code' } };

export const ReadOnlyCode: Story = { args: { node: catalogueNode('inputs', 'TextInput'), name: 'code', disabled: true } };

export const Prompt: Story = { args: { node: withValue('prompts', 'Prompt', 'template', 'Answer {question} using {context}.'), name: 'template' } };

/** Key pairs; type the same key twice to see the flag. */
export const Dict: Story = { args: { node: withValue('data', 'APIRequest', 'headers', [{ Accept: 'application/json' }]), name: 'headers' } };

export const NestedDict: Story = { args: { node: withValue('data', 'APIRequest', 'body', { query: 'cats', page: { size: 10 } }), name: 'body' } };

export const Table: Story = { args: { node: withValue('inputs', 'UIInput', 'suggestions', [{ name: '你能做什么？', url: '' }]), name: 'suggestions' } };

/** Files from 我的文件 or uploaded; names cut at 25 characters. */
export const File: Story = { args: { node: catalogueNode('data', 'File'), name: 'path' } };

export const Link: Story = { args: { node: nodeWithField('docs', { type: 'link', display_name: '文档', value: 'https://example.com/docs' }), name: 'docs' } };

/** A link with a scheme that is not allowed shows as plain text. */
export const UnsafeLink: Story = { args: { node: nodeWithField('docs', { type: 'link', display_name: '文档', value: 'javascript:alert(1)' }), name: 'docs' } };

export const Tab: Story = { args: { node: catalogueNode('processing', 'parser'), name: 'mode' } };

export const SortableList: Story = {
  args: { node: nodeWithField('order', { type: 'sortableList', display_name: '顺序', options: ['检索', '重排', '生成'], value: ['检索', '生成'] }), name: 'order' },
};

/** connect / auth / query: the value and the auth state only (no built-in component has one). */
export const Auth: Story = { args: { node: nodeWithField('account', { type: 'auth', display_name: '账号', value: 'team@example.com', auth_tooltip: 'validated' }), name: 'account' } };

/** A required field with info and helper text. */
export const RequiredWithHelp: Story = {
  args: { node: nodeWithField('title', { type: 'str', display_name: '标题', required: true, info: '显示在页面顶部', helper_text: '最多 50 个字符', placeholder: '请输入标题', value: '' }), name: 'title' },
};
