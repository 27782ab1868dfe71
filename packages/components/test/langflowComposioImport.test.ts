// Langflow's Gmail Agent (1.2, 1.3, 1.4) imports onto our Composio Tools whole: every node ours,
// every connection kept, the key variable, entity, app and actions carried from each version's
// fields (1.3 and 1.4 leave the app and actions empty, for the user to choose).
import { findBrokenEdges, importLangflowGraph, type FlowData, type GenericNode } from '@app/flow-graph';
import { langflowFileText } from '@app/test-documents';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../src';

const registry = createBuiltinRegistry();
const FILES = ['1.2/Gmail Agent', '1.3/Gmail Agent', '1.4/Gmail Agent'] as const;

function imported(file: (typeof FILES)[number]) {
  const original = (JSON.parse(langflowFileText(file)) as { data: FlowData }).data;
  const result = importLangflowGraph(structuredClone(original), (type) => registry.frontendNode(type));
  const composio = (result.data.nodes as GenericNode[]).find((node) => node.data.type === 'ComposioAPI');
  const value = (field: string) => (composio?.data.node.template[field] as { value?: unknown; load_from_db?: boolean } | undefined);
  return { original, ...result, composio, value };
}

describe('Langflow Gmail Agent starter projects', () => {
  it.each(FILES)('%s imports onto our components, Composio Tools feeding the Agent’s tools', (file) => {
    const { original, data, unsupported, composio, value } = imported(file);
    expect(unsupported).toEqual([]);
    expect(findBrokenEdges(data.nodes, data.edges)).toEqual([]);
    expect(data.edges).toHaveLength(original.edges.length);
    expect(data.edges.find((edge) => edge.source === composio?.id)?.data?.sourceHandle).toMatchObject({ dataType: 'ComposioAPI', name: 'tools' });
    expect(value('api_key')?.value).toBe('COMPOSIO_API_KEY');
    expect(value('entity_id')?.value).toBe('default');
    expect(composio?.data.node.code).toBe(registry.frontendNode('ComposioAPI')?.code);
  });

  it('1.2 keeps its app and chosen actions, and its key as typed text (Langflow 1.2 saved the name without load_from_db)', () => {
    const { value } = imported('1.2/Gmail Agent');
    expect(value('api_key')?.load_from_db).toBe(false);
    expect(value('app_name')?.value).toBe('GMAIL');
    expect(value('actions')?.value).toEqual(['GMAIL_SEND_EMAIL', 'GMAIL_CREATE_EMAIL_DRAFT']);
  });

  it.each(['1.3/Gmail Agent', '1.4/Gmail Agent'] as const)('%s keeps its key variable and leaves the app and actions it has not chosen empty', (file) => {
    const { value } = imported(file);
    expect(value('api_key')?.load_from_db).toBe(true);
    expect(value('app_name')?.value).toBe('');
    expect(value('actions')?.value).toEqual([]);
  });
});
