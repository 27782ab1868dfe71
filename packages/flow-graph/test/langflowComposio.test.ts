// Langflow's Composio Tools (ComposioAPI) mapped onto ours: the app and actions read from each
// version's fields, whatever shape the editor left them in while connecting.
import { describe, expect, it } from 'vitest';
import { importLangflowGraph } from '../src/langflow';
import type { ComponentNode, GenericNode } from '../src/types/nodes';
import { component, field, output } from './fixtures';

const PYTHON = 'from composio_langchain import ComposioToolSet\n\nclass ComposioAPIComponent(LCToolComponent):\n    pass\n';
const code = field({ type: 'code', value: "import { defineComponent } from '@app/engine';\n" });
const ours: ComponentNode = component('ComposioAPI-x', {
  fields: { api_key: field({ password: true, load_from_db: true }), app_name: field(), actions: field({ list: true, value: [] }), entity_id: field({ value: 'default' }), code },
  outputs: [output('tools', ['Tool'], { method: 'build_tool' })],
}).data.node;

function mapped(fields: Record<string, unknown>) {
  const node = component('ComposioAPI-c', {
    fields: { code: field({ type: 'code', value: PYTHON }), ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, field({ value })])) },
    outputs: [output('tools', ['Tool'], { method: 'build_tool' })],
  });
  const { data, unsupported } = importLangflowGraph({ nodes: [node], edges: [] }, (type) => (type === 'ComposioAPI' ? ours : undefined));
  expect(unsupported).toEqual([]);
  const template = (data.nodes[0] as GenericNode).data.node.template;
  return { app: (template.app_name as { value: unknown }).value, actions: (template.actions as { value: unknown }).value };
}

describe('Langflow Composio Tools mapped onto ours', () => {
  it('1.2: the app dropdown without its connected mark, the action names as they are', () => {
    expect(mapped({ app_names: 'GMAIL ✅', action_names: ['GMAIL_SEND_EMAIL'] })).toEqual({ app: 'GMAIL', actions: ['GMAIL_SEND_EMAIL'] });
    expect(mapped({ app_names: 'github_connected', action_names: [] })).toEqual({ app: 'GITHUB', actions: [] });
  });

  it('1.3–1.4: the chosen tool’s title or the app being validated, and the sortable list’s rows', () => {
    expect(mapped({ tool_name: 'Gmail', actions: [{ name: 'GMAIL_SEND_EMAIL' }, { name: 'GMAIL_FETCH_EMAILS' }] })).toEqual({ app: 'GMAIL', actions: ['GMAIL_SEND_EMAIL', 'GMAIL_FETCH_EMAILS'] });
    expect(mapped({ tool_name: { validate: 'slack' }, actions: '' })).toEqual({ app: 'SLACK', actions: [] });
  });
});
