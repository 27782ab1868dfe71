// Langflow's YouTube starter projects and the Financial Agent mapped onto this catalogue: YouTube
// Comments and Transcripts (1.1's own Tool output too), 1.2's Parse DataFrame as our Parser, and
// an Agent whose inline provider is SambaNova as ours at SambaNova's address.
import { findBrokenEdges, importLangflowGraph, type FlowData, type GenericNode } from '@app/flow-graph';
import { langflowFileText, type LangflowOtherFile } from '@app/test-documents';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../src';

const registry = createBuiltinRegistry();
const catalogue = (type: string) => registry.frontendNode(type);

function imported(file: LangflowOtherFile) {
  const flow = JSON.parse(langflowFileText(file)) as { data: FlowData };
  const result = importLangflowGraph(flow.data, catalogue);
  const node = (prefix: string) => result.data.nodes.find((candidate) => candidate.id.startsWith(prefix)) as GenericNode;
  return { flow, ...result, node };
}

const template = (node: GenericNode, name: string) => node.data.node.template[name] as { value?: unknown; load_from_db?: boolean } | undefined;

describe('Langflow YouTube files', () => {
  it.each(['1.2/Youtube Analysis', '1.4/Youtube Analysis'] as const)('%s imports whole: comments into Batch Run, transcripts as the Agent’s one tool', (file) => {
    const { flow, data, unsupported, node } = imported(file);
    expect(unsupported).toEqual([]);
    // If-Else's one message edge goes to both of our branch messages.
    expect(data.edges).toHaveLength(flow.data.edges.length + 1);
    expect(findBrokenEdges(data.nodes, data.edges)).toEqual([]);
    const comments = node('YouTubeCommentsComponent');
    expect(comments.data.type).toBe('YouTubeCommentsComponent');
    expect(template(comments, 'api_key')).toMatchObject({ value: 'YOUTUBE_API_KEY', load_from_db: true });
    expect(template(comments, 'max_results')).toMatchObject({ value: 10 });
    expect(data.edges.find((edge) => edge.source === comments.id)?.data?.sourceHandle).toMatchObject({ name: 'comments' });
    const transcripts = node('YouTubeTranscripts');
    expect(transcripts.data.node.tool_mode).toBe(true);
    expect(transcripts.data.node.outputs?.map((output) => output.name)).toEqual(['component_as_tool']);
    // Langflow's tools table lists a tool per output; ours offers the transcript text only.
    expect(template(transcripts, 'tools_metadata')).toMatchObject({ value: [] });
  });

  it('1.2’s Parse DataFrame is our Parser over Batch Run’s table, with its template and separator', () => {
    const { data, node } = imported('1.2/Youtube Analysis');
    const parse = node('ParseDataFrame');
    expect(parse.data.type).toBe('parser');
    expect(template(parse, 'pattern')).toMatchObject({ value: '{model_response}' });
    expect(template(parse, 'mode')).toMatchObject({ value: 'Parser' });
    expect(template(parse, 'sep')).toMatchObject({ value: '\n' });
    expect(data.edges.filter((edge) => edge.target === parse.id).map((edge) => edge.data?.targetHandle)).toMatchObject([{ fieldName: 'input_data' }]);
    expect(data.edges.filter((edge) => edge.source === parse.id).map((edge) => edge.data?.sourceHandle)).toMatchObject([{ name: 'parsed_text' }]);
  });

  it('reads an empty Parse DataFrame template and separator as Langflow does: {text} and a line break', () => {
    const flow = JSON.parse(langflowFileText('1.2/Youtube Analysis')) as { data: FlowData };
    const parse = flow.data.nodes.find((candidate) => candidate.id.startsWith('ParseDataFrame')) as GenericNode;
    Object.assign(parse.data.node.template.template as object, { value: '' });
    Object.assign(parse.data.node.template.sep as object, { value: '' });
    const mapped = importLangflowGraph(flow.data, catalogue).data.nodes.find((candidate) => candidate.id === parse.id) as GenericNode;
    expect(template(mapped, 'pattern')).toMatchObject({ value: '{text}' });
    expect(template(mapped, 'sep')).toMatchObject({ value: '\n' });
  });

  it('1.1’s YouTube Transcripts, connected by its own Tool output, is ours in tool mode', () => {
    const { flow, data, unsupported, node } = imported('1.1/YouTube Transcript Q&A');
    expect(unsupported).toEqual([]);
    expect(data.edges).toHaveLength(flow.data.edges.length);
    const transcripts = node('YouTubeTranscriptsComponent');
    expect(transcripts.data.type).toBe('YouTubeTranscripts');
    expect(transcripts.data.node.tool_mode).toBe(true);
    expect(data.edges.find((edge) => edge.source === transcripts.id)?.data?.sourceHandle).toMatchObject({ name: 'component_as_tool' });
    expect(template(transcripts, 'chunk_size_seconds')).toMatchObject({ value: 60 });
  });

  it('1.4 Financial Agent: the Agents on SambaNova are ours on the OpenAI preset at SambaNova’s address, Yahoo Finance ours in tool mode', () => {
    const { unsupported, node, data } = imported('1.4/Financial Agent');
    expect(unsupported).toEqual([]);
    const yahoo = node('YfinanceComponent');
    expect(yahoo.data.type).toBe('YfinanceComponent');
    expect(yahoo.data.node.tool_mode).toBe(true);
    expect(findBrokenEdges(data.nodes, data.edges)).toEqual([]);
    const agents = data.nodes.filter((candidate): candidate is GenericNode => candidate.id.startsWith('Agent'));
    expect(agents).toHaveLength(2);
    for (const agent of agents) {
      expect(agent.data.type).toBe('Agent');
      expect(template(agent, 'provider')).toMatchObject({ value: 'OpenAI' });
      expect(template(agent, 'openai_api_base')).toMatchObject({ value: 'https://api.sambanova.ai/v1' });
      expect(template(agent, 'model_name')).toMatchObject({ value: 'Meta-Llama-3.3-70B-Instruct' });
      expect(template(agent, 'api_key')).toMatchObject({ value: 'SAMBANOVA_API_KEY', load_from_db: true });
    }
    expect(node('Agent').data.node.template.agent_llm).toBeDefined();
  });
});
