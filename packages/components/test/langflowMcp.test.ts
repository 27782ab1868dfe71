// Langflow's MCP components (MCPTools of 1.5 on with its server setting, MCPTools of 1.3 with its
// mode, MCPSse, MCPStdio) imported onto MCP Tools: the server's address, transport and headers,
// or its command line and environment, carried over; Langflow's Toolset re-pointed at our Tools.
import { connectPath, importLangflowGraph, type GenericNode, type NodeOutput, type TemplateField } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../src';

const registry = createBuiltinRegistry();
const catalogue = (type: string) => registry.frontendNode(type);
const PYTHON = 'from lfx.custom import Component\n\nclass MCPToolsComponent(Component):\n    name = "MCPTools"\n';

const field = (value: unknown, extra: Partial<TemplateField> = {}): TemplateField => ({ type: 'str', show: true, value, ...extra });
const toolOutput: NodeOutput = { name: 'component_as_tool', display_name: 'Toolset', types: ['Tool'], selected: 'Tool' };

function langflowNode(id: string, template: Record<string, TemplateField>, options: { outputs: NodeOutput[]; toolMode?: boolean }): GenericNode {
  const type = id.slice(0, id.indexOf('-'));
  return {
    id,
    type: 'genericNode',
    position: { x: 0, y: 0 },
    data: { id, type, node: { display_name: type, template: { code: field(PYTHON, { type: 'code' }), ...template }, outputs: options.outputs, tool_mode: options.toolMode } },
  };
}

function agentWith(source: GenericNode, output: string) {
  const agent = registry.frontendNode('Agent')!;
  const agentNode: GenericNode = { id: 'Agent-agent', type: 'genericNode', position: { x: 0, y: 0 }, data: { id: 'Agent-agent', type: 'Agent', node: agent } };
  const nodes = [source, agentNode];
  return { nodes, edges: [connectPath(nodes, `${source.id}.${output}`, 'Agent-agent.tools')] };
}

describe('Langflow MCP components', () => {
  it('maps 1.5+ MCPTools in tool mode: its server URL and headers, its Toolset edge onto our Tools output', () => {
    const server = { name: 'weather', config: { url: 'https://mcp.example.com/mcp', headers: { 'X-Team': 'blue' } } };
    const node = langflowNode('MCPTools-abc12', { mcp_server: field(server, { type: 'mcp' }), tool: field('') }, { outputs: [toolOutput], toolMode: true });
    const { data, unsupported } = importLangflowGraph(agentWith(node, 'component_as_tool'), catalogue);
    expect(unsupported).toEqual([]);
    const mapped = data.nodes[0] as GenericNode;
    expect(mapped.data.type).toBe('MCPTools');
    expect(mapped.data.node.tool_mode).not.toBe(true);
    expect(mapped.data.node.outputs?.map((output) => output.name)).toEqual(['tools']);
    expect(mapped.data.node.template).toMatchObject({
      url: { value: 'https://mcp.example.com/mcp' },
      transport: { value: 'Streamable HTTP' },
      headers: { value: { 'X-Team': 'blue' } },
      code: { value: registry.source('MCPTools') },
    });
    expect(data.edges).toHaveLength(1);
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ id: 'MCPTools-abc12', name: 'tools', dataType: 'MCPTools' });
    expect(data.edges[0]?.data?.targetHandle).toMatchObject({ id: 'Agent-agent', fieldName: 'tools' });
  });

  it('maps 1.3 MCPTools in SSE mode and MCPSse onto the SSE transport', () => {
    const modeNode = langflowNode(
      'MCPTools-def34',
      { mode: field('SSE', { type: 'tab', options: ['Stdio', 'SSE'] }), command: field('uvx arxiv-mcp-server'), sse_url: field('http://mcp.example.com/api/sse') },
      { outputs: [{ name: 'tools', display_name: 'Tools', types: ['Tool'] }] },
    );
    const sseNode = langflowNode('MCPSse-ghi56', { url: field('https://mcp.example.com/events') }, { outputs: [{ name: 'tools', display_name: 'Tools', types: ['Tool'] }] });
    const cases: Array<[GenericNode, string]> = [
      [modeNode, 'http://mcp.example.com/api/sse'],
      [sseNode, 'https://mcp.example.com/events'],
    ];
    for (const [node, url] of cases) {
      const { data, unsupported } = importLangflowGraph(agentWith(node, 'tools'), catalogue);
      expect(unsupported).toEqual([]);
      expect((data.nodes[0] as GenericNode).data.node.template).toMatchObject({ transport: { value: 'SSE' }, url: { value: url } });
      expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ name: 'tools', dataType: 'MCPTools' });
    }
  });

  it('maps servers Langflow starts as local commands onto the Stdio transport with their command line and environment', () => {
    const stdio = langflowNode(
      'MCPStdio-jkl78',
      { command: field('uvx mcp-server-fetch'), env: field(['FETCH_UA=bot', 'DEBUG=1'], { list: true }) },
      { outputs: [{ name: 'tools', display_name: 'Tools', types: ['Tool'] }] },
    );
    const server = { name: 'files', config: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/srv/my docs'], env: { LOG: 'quiet' } } };
    const configured = langflowNode('MCPTools-mno90', { mcp_server: field(server, { type: 'mcp' }) }, { outputs: [toolOutput], toolMode: true });
    const { data, unsupported } = importLangflowGraph({ nodes: [stdio, configured], edges: [] }, catalogue);
    expect(unsupported).toEqual([]);
    expect((data.nodes[0] as GenericNode).data.node.template).toMatchObject({
      transport: { value: 'Stdio' },
      command: { value: 'uvx mcp-server-fetch' },
      env: { value: { FETCH_UA: 'bot', DEBUG: '1' } },
    });
    expect((data.nodes[1] as GenericNode).data.node.template).toMatchObject({
      transport: { value: 'Stdio' },
      command: { value: 'npx -y @modelcontextprotocol/server-filesystem "/srv/my docs"' },
      env: { value: { LOG: 'quiet' } },
    });
  });
});
