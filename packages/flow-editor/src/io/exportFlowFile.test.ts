import { getField, type FlowRecord, type GenericNode } from '@app/flow-graph';
import { STARTER_TEMPLATES } from '@app/templates';
import { describe, expect, it } from 'vitest';
import { exportFlowFile } from './exportFlowFile';
import { parseFlowFile } from './parseFlowFile';

const template = STARTER_TEMPLATES.find((candidate) => candidate.key === 'basic-prompting')!;

const flow: FlowRecord = {
  id: 'flow-7',
  name: '我的流程',
  description: '问答',
  endpoint_name: 'my-flow',
  tags: ['chatbots'],
  icon: 'Braces',
  icon_bg_color: '#2563eb',
  gradient: null,
  folder_id: 'folder-1',
  data: structuredClone(template.data),
  locked: false,
  is_component: false,
  updated_at: '2025-06-01T08:00:00Z',
  released_at: null,
  webhook: false,
  last_tested_version: null,
  user_id: 'user-1',
};

const modelNode = (data: unknown) => (data as FlowRecord['data'])!.nodes.find((node) => node.data.type === 'OpenAIModel') as GenericNode;
const valueOf = (node: GenericNode, name: string) => getField(node.data.node.template, name)?.value;

describe('exportFlowFile', () => {
  it('writes the flow under its name, without the ids and dates of this account', () => {
    const file = exportFlowFile(flow, { clearSecrets: false });
    expect(file.fileName).toBe('我的流程.json');
    const content = JSON.parse(file.text) as Record<string, unknown>;
    expect(Object.keys(content).sort()).toEqual(['data', 'description', 'endpoint_name', 'icon', 'icon_bg_color', 'is_component', 'name', 'tags']);
    expect(content.data).toEqual(flow.data);
  });

  it('keeps secrets unless asked to clear them, then empties password and load_from_db values', () => {
    expect(valueOf(modelNode(JSON.parse(exportFlowFile(flow, { clearSecrets: false }).text).data), 'api_key')).toBe('OPENAI_API_KEY');
    const cleared = modelNode(JSON.parse(exportFlowFile(flow, { clearSecrets: true }).text).data);
    expect(valueOf(cleared, 'api_key')).toBe('');
    expect(valueOf(cleared, 'model_name')).toBe(valueOf(modelNode(flow.data), 'model_name'));
    // The flow itself is not changed.
    expect(valueOf(modelNode(flow.data), 'api_key')).toBe('OPENAI_API_KEY');
  });

  it('clears secrets inside a group', () => {
    const inner = structuredClone(flow.data)!;
    const group = {
      id: 'group-1',
      type: 'genericNode' as const,
      position: { x: 0, y: 0 },
      data: { id: 'group-1', type: 'GroupNode', node: { display_name: '组', template: {}, flow: { id: 'g', name: 'g', data: inner } } },
    };
    const grouped = { ...flow, data: { nodes: [group], edges: [] } };
    const exported = JSON.parse(exportFlowFile(grouped, { clearSecrets: true }).text) as { data: { nodes: GenericNode[] } };
    expect(valueOf(modelNode(exported.data.nodes[0]!.data.node.flow!.data), 'api_key')).toBe('');
  });

  it('writes Langflow’s names in Langflow format without our code, and our import reads it back', () => {
    const file = exportFlowFile(flow, { clearSecrets: false, format: 'langflow' });
    const content = JSON.parse(file.text) as { data: NonNullable<FlowRecord['data']> };
    const model = content.data.nodes.find((node) => node.id === modelNode(flow.data).id) as GenericNode;
    expect(model.data.type).toBe('OpenAIModel');
    expect(getField(model.data.node.template, 'code')).toBeUndefined();
    expect(getField(model.data.node.template, 'provider')).toBeUndefined();
    expect(valueOf(model, 'model_name')).toBe(valueOf(modelNode(flow.data), 'model_name'));
    // The default stays our own file, code and all.
    expect(getField(modelNode(JSON.parse(exportFlowFile(flow, { clearSecrets: false }).text).data).data.node.template, 'code')).toBeDefined();
    const read = parseFlowFile(file.text, 'flow', 'x');
    expect(read.ok).toBe(true);
  });
});
