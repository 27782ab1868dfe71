// Langflow 1.3–1.6's web scrapers for agents mapped onto ours: ScrapeGraph Search API in tool mode
// (its tools table kept, its arguments ours), and Apify Actors with its own Tool output, which ours has.
import { describe, expect, it } from 'vitest';
import { importLangflowGraph } from '../src/langflow';
import type { ComponentNode, GenericNode } from '../src/types/nodes';
import { component, connect, field, output } from './fixtures';

const PYTHON = 'from lfx.custom.custom_component.component import Component\n\nclass Scraper(Component):\n    pass\n';
const code = field({ type: 'code', value: "import { defineComponent } from '@app/engine';\n" });

function langflow(node: GenericNode): GenericNode {
  node.data.node.template.code = field({ type: 'code', value: PYTHON });
  return node;
}

const tools = () => field({ type: 'other', input_types: ['Tool'], list: true });
const ours: Record<string, ComponentNode> = {
  ScrapeGraphSearchApi: component('ScrapeGraphSearchApi-x', {
    fields: { api_key: field({ password: true, load_from_db: true }), user_prompt: field({ tool_mode: true }), code },
    outputs: [output('data', ['Data'], { method: 'search' })],
  }).data.node,
  ApifyActors: component('ApifyActors-x', {
    fields: { apify_token: field({ password: true, load_from_db: true }), actor_id: field({ value: 'apify/website-content-crawler' }), run_input: field({ value: '{}' }), code },
    outputs: [output('output', ['Data'], { method: 'run_model' }), output('tool', ['Tool'], { method: 'build_tool' })],
  }).data.node,
  Agent: component('Agent-x', { fields: { tools: tools(), code }, outputs: [output('response')] }).data.node,
};
const catalogue = (type: string) => ours[type];
const agent = () => langflow(component('Agent-a', { fields: { tools: tools() }, outputs: [output('response')] }));

describe('Langflow web scrapers mapped onto ours', () => {
  it('ScrapeGraph Search API (Search agent, 1.3 on) in tool mode: its key variable and its tools table kept', () => {
    const rows = [{ name: 'search', description: 'ScrapeGraph Search API.', tags: ['search'], args: { user_prompt: { type: 'string' } } }];
    const search = langflow(
      component('ScrapeGraphSearchApi-s', {
        fields: { api_key: field({ value: 'SCRAPEGRAPH_API_KEY', load_from_db: true, password: true }), user_prompt: field({ tool_mode: true }), tools_metadata: field({ type: 'table', value: rows }) },
        outputs: [output('component_as_tool', ['Tool'], { method: 'to_toolkit' })],
      }),
    );
    search.data.node.tool_mode = true;
    const target = agent();
    const { data, unsupported } = importLangflowGraph({ nodes: [search, target], edges: [connect(search, 'component_as_tool', target, 'tools')] }, catalogue);
    expect(unsupported).toEqual([]);
    const [mapped] = data.nodes as GenericNode[];
    expect(mapped?.data).toMatchObject({ type: 'ScrapeGraphSearchApi', node: { tool_mode: true, template: { api_key: { value: 'SCRAPEGRAPH_API_KEY', load_from_db: true }, tools_metadata: { value: rows } } } });
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'ScrapeGraphSearchApi', name: 'component_as_tool' });
  });

  it('Apify Actors (Social Media Agent, 1.3 on): its Tool output feeds the Agent as ours, not in tool mode, with its Actor and run input', () => {
    const actor = langflow(
      component('ApifyActors-a', {
        fields: { apify_token: field({ value: '', password: true }), actor_id: field({ value: 'clockworks/free-tiktok-scraper' }), run_input: field({ value: '{}' }) },
        outputs: [output('output', ['Data'], { method: 'run_model' }), output('tool', ['Tool'], { method: 'build_tool' })],
      }),
    );
    const target = agent();
    const { data, unsupported } = importLangflowGraph({ nodes: [actor, target], edges: [connect(actor, 'tool', target, 'tools')] }, catalogue);
    expect(unsupported).toEqual([]);
    const [mapped] = data.nodes as GenericNode[];
    expect(mapped?.data.type).toBe('ApifyActors');
    expect(mapped?.data.node.tool_mode).not.toBe(true);
    expect(mapped?.data.node.template).toMatchObject({ actor_id: { value: 'clockworks/free-tiktok-scraper' }, run_input: { value: '{}' } });
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'ApifyActors', name: 'tool', output_types: ['Tool'] });
  });
});
