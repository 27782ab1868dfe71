// Langflow's Yahoo Finance nodes mapped onto ours: 1.6's YfinanceComponent in tool mode with its
// method and count, 1.1's YahooFinanceTool by its own Tool output (ours in tool mode), and 1.0's
// news tool onto get_news.
import { findBrokenEdges, importLangflowGraph, type FlowData, type GenericNode } from '@app/flow-graph';
import { langflowFileText, type LangflowOtherFile } from '@app/test-documents';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../src';

const registry = createBuiltinRegistry();

function imported(data: FlowData) {
  const result = importLangflowGraph(data, (type) => registry.frontendNode(type));
  const yahoo = result.data.nodes.find((node) => node.id.startsWith('Yfinance') || node.id.startsWith('YahooFinance') || node.id.startsWith('YFinance')) as GenericNode;
  const value = (name: string) => (yahoo.data.node.template[name] as { value?: unknown } | undefined)?.value;
  return { ...result, yahoo, value };
}
const file = (name: LangflowOtherFile) => (JSON.parse(langflowFileText(name)) as { data: FlowData }).data;

describe('Langflow Yahoo Finance', () => {
  it('1.6 Sequential Tasks Agents imports whole: Yahoo! Finance in tool mode with its method and count, the finance Agent’s tool', () => {
    const { data, unsupported, yahoo, value } = imported(file('1.6/Sequential Tasks Agents'));
    expect(unsupported).toEqual([]);
    expect(findBrokenEdges(data.nodes, data.edges)).toEqual([]);
    expect(yahoo.data.type).toBe('YfinanceComponent');
    expect(yahoo.data.node.tool_mode).toBe(true);
    expect([value('method'), value('num_news')]).toEqual(['get_news', 5]);
    expect(data.edges.find((edge) => edge.source === yahoo.id)?.data?.sourceHandle).toMatchObject({ name: 'component_as_tool' });
  });

  it('1.1 Simple Agent: YahooFinanceTool’s own Tool output becomes ours in tool mode, its symbol and method carried over', () => {
    const { data, unsupported, yahoo, value } = imported(file('1.1/Simple Agent'));
    expect(unsupported).toEqual([]);
    expect(findBrokenEdges(data.nodes, data.edges)).toEqual([]);
    expect(yahoo.data.type).toBe('YfinanceComponent');
    expect(yahoo.data.node.tool_mode).toBe(true);
    expect([value('symbol'), value('method'), value('num_news')]).toEqual(['NVDA', 'get_news', 5]);
  });

  it('1.0’s Yahoo Finance News Tool is ours on get_news for ten articles, its query as the symbol', () => {
    const node = {
      id: 'YFinanceTool-Asoka',
      type: 'genericNode',
      position: { x: 0, y: 0 },
      data: {
        id: 'YFinanceTool-Asoka',
        type: 'YFinanceTool',
        node: {
          display_name: 'Yahoo Finance News Tool',
          outputs: [{ name: 'api_run_model', types: ['Data'] }, { name: 'tool', types: ['Tool'] }],
          template: { input_value: { type: 'str', name: 'input_value', value: 'MSFT' } },
        },
      },
    };
    const { unsupported, yahoo, value } = imported({ nodes: [node], edges: [] } as unknown as FlowData);
    expect(unsupported).toEqual([]);
    expect(yahoo.data.type).toBe('YfinanceComponent');
    expect([value('symbol'), value('method'), value('num_news')]).toEqual(['MSFT', 'get_news', 10]);
  });
});
