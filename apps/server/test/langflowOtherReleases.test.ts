// Langflow files of releases between and before the starter projects of langflowFlows.test.ts,
// saved through the flows API as Langflow's clients save them and run through the run API against
// the local OpenAI-protocol server: the 1.0 file format with its Memory component, and a 1.4 Agent
// whose Calculator is in tool mode, fed by a prompt whose variables the file fills, beside a note;
// 1.1's Structured Output and its Calculator connected by its own Tool output; 1.4's Novita model;
// 1.6's API Request as an Agent's tool; 1.4's If-Else passing the chat input on to an Agent; 1.0's
// Tool Calling Agents; Save File of 1.2 and 1.6 keeping the answer among the owner's files; 1.6's
// Research Agent searching with Tavily Search, its Research Translation Loop over arXiv papers and
// its Travel Planning Agents searching with SearchApi (local stand-ins for those services).
import { createServer, type Server } from 'node:http';
import type { FlowData, FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { KEY_VARIABLE, useLangflowTestBed } from './support/langflowTestBed';
import { listening, startTavily, useLocalServer } from './support/localServices';

const KEY = 'sk-langflow-releases-51c0';

type ChatTool = { function: { name: string; description: string; parameters: { properties: Record<string, unknown>; required: string[] } } };
type ChatBody = { messages: Array<{ role: string; content: string }>; tools?: ChatTool[] };

type LocalSite = { server: Server; url: string; paths: string[] };

/** A stand-in on this machine for a site a flow's tool reads (pokeapi.co, a city's page): one answer for every path. */
function startLocalSite(contentType: string, body: string): Promise<LocalSite> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    response.setHeader('content-type', contentType);
    response.end(body);
  });
  return listening(server, { paths });
}

/** A stand-in for export.arxiv.org/api: GET /query answered with a feed of two papers, the URLs recorded. */
function startArxiv(): Promise<{ server: Server; url: string; urls: string[] }> {
  const urls: string[] = [];
  const entry = (id: string, title: string, summary: string) =>
    `<entry><id>http://arxiv.org/abs/${id}</id><title>${title}</title><summary>${summary}</summary><author><name>A. Author</name></author>` +
    `<link href="http://arxiv.org/abs/${id}" rel="alternate" type="text/html"/><arxiv:primary_category term="cs.CL"/><category term="cs.CL"/></entry>`;
  const server = createServer((request, response) => {
    urls.push(request.url ?? '');
    response.setHeader('content-type', 'application/atom+xml; charset=utf-8');
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">' +
        entry('2401.00001v1', 'Neural Translation', 'We translate text.') +
        entry('2401.00002v1', 'Speech Models', 'We model speech.') +
        '</feed>',
    );
  });
  return listening(server, { urls });
}

/** A stand-in for www.searchapi.io/api/v1: GET /search answered with one organic result, the requests recorded. */
function startSearchApi(): Promise<{ server: Server; url: string; requests: Array<{ url: string; authorization: string | undefined }> }> {
  const requests: Array<{ url: string; authorization: string | undefined }> = [];
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ organic_results: [{ position: 1, title: 'Kyoto in autumn', link: 'https://travel.example/kyoto', snippet: 'Maple leaves peak in late November.' }] }));
  });
  return listening(server, { requests });
}

/** A local site of one answer, started before the suite's tests and closed after them. */
function useLocalSite(contentType: string, body: string): () => LocalSite {
  return useLocalServer(() => startLocalSite(contentType, body));
}

describe('Langflow files of other releases on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-releases');
  const chatBody = (index: number) => bed.chatBody<ChatBody>(index);

  const saveFile = bed.saveFile;

  const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);

  /** The model's base URL and the credential variable, on the node of `type`. */
  function modelTweaks(flow: FlowRecord, type: string): Record<string, Record<string, unknown>> {
    const [model] = nodesOf(flow, type);
    expect(model).toBeDefined();
    return { [model!.id]: { openai_api_base: bed.llm.baseUrl, api_key: { value: KEY_VARIABLE, load_from_db: true } } };
  }

  const run = bed.run;

  it('Langflow 1.0 Memory Chatbot: on our components, remembering the session', async () => {
    const flow = await saveFile('1.0/Memory Chatbot');
    const nodes = (flow.data?.nodes ?? []).filter(isGenericNode);
    expect(nodes.filter((node) => isLangflowNode(node))).toEqual([]);
    expect(nodes.map((node) => node.data.type).sort()).toEqual(['ChatInput', 'ChatOutput', 'Memory', 'OpenAIModel', 'Prompt']);
    const tweaks = modelTweaks(flow, 'OpenAIModel');
    bed.llm.queue({ text: 'Hello Li.' }, { text: 'Your name is Li.' });
    expect(await run(flow, { input_value: 'I am Li.', session_id: 'li', tweaks })).toBe('Hello Li.');
    expect(await run(flow, { input_value: 'Who am I?', session_id: 'li', tweaks })).toBe('Your name is Li.');
    const prompt = chatBody(1).messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('I am Li.');
    expect(prompt).toContain('Hello Li.');
    expect(bed.llm.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('Langflow 1.3 Financial Report Parser: Structured Output on ours, its table rows read, into the Parser', async () => {
    const flow = await saveFile('1.3/Financial Report Parser');
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    const answer = { objects: [{ EBITIDA: '$900 million', NET_INCOME: '$500 million', GROSS_PROFIT: '$1.2 billion' }] };
    bed.llm.queue({ text: JSON.stringify(answer) });
    expect(await run(flow, { tweaks: modelTweaks(flow, 'OpenAIModel') })).toBe('EBITIDA: $900 million  ,  Net Income: $500 million , GROSS_PROFIT: $1.2 billion');
    const asked = JSON.stringify(chatBody(0));
    expect(asked).toContain('In 2022, the company demonstrated strong financial performance');
    expect(asked).toContain('NET_INCOME');
  });

  it('Langflow 1.4 SaaS Pricing: the prompt’s filled variables reach the Agent, which calls the tool-mode Calculator', async () => {
    const flow = await saveFile('1.4/SaaS Pricing');
    expect(flow.data?.nodes.some((node) => node.type === 'noteNode')).toBe(true);
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    bed.llm.queue({ text: '', toolCalls: [{ id: 'call_1', name: 'evaluate_expression', arguments: { expression: '(2000+1000+3000)*1.3/200' } }] }, { text: 'About 39 per month.' });
    expect(await run(flow, { tweaks: modelTweaks(flow, 'Agent') })).toBe('About 39 per month.');
    const question = chatBody(0).messages.at(-1)?.content ?? '';
    expect(question).toContain('Monthly infrastructure costs: $2000');
    expect(question).toContain('Estimated number of subscribers: 200');
    expect(chatBody(0).tools?.map((tool) => tool.function.name)).toContain('evaluate_expression');
    expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: '39' });
  });

  it('Langflow 1.1 Image Sentiment Analysis: its Structured Output on ours, the one record read by Parse Data', async () => {
    const flow = await saveFile('1.1/Image Sentiment Analysis');
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    bed.llm.queue({ text: 'A sunny beach, people smiling.' }, { text: JSON.stringify({ objects: [{ sentiment: 'Positive', description: 'A sunny beach' }] }) });
    expect(await run(flow, { input_value: 'Describe this image.', tweaks: modelTweaks(flow, 'OpenAIModel') })).toBe('Sentiment: Positive \n\nDescription: A sunny beach ');
    expect(JSON.stringify(chatBody(0))).toContain('Classify the image into neutral, negative or positive.');
    const extraction = JSON.stringify(chatBody(1));
    expect(extraction).toContain('A sunny beach, people smiling.');
    expect(extraction).toContain('sentiment');
  });

  it('Langflow 1.4 Diet Analysis: the Novita model is ours at Novita’s address, with its key variable', async () => {
    expect((await bed.dev.post('/api/v1/variables/', { name: 'NOVITA_API_KEY', value: KEY, type: 'Credential' })).status).toBe(201);
    const flow = await saveFile('1.4/Diet Analysis');
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    const [model] = nodesOf(flow, 'OpenAIModel');
    expect(model?.data.node.template).toMatchObject({ openai_api_base: { value: 'https://api.novita.ai/v3/openai' }, api_key: { value: 'NOVITA_API_KEY', load_from_db: true } });
    bed.llm.queue({ text: 'About 450 kcal.' });
    const tweaks = { [model!.id]: { openai_api_base: bed.llm.baseUrl } };
    expect(await run(flow, { input_value: 'Two eggs and toast', tweaks })).toBe('About 450 kcal.');
    expect(bed.llm.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(chatBody(0)).toMatchObject({ model: 'meta-llama/llama-3.3-70b-instruct' });
    expect(chatBody(0).messages.at(-1)).toMatchObject({ role: 'user', content: 'Two eggs and toast' });
  });

  it('Langflow 1.1 SaaS Pricing: the Calculator connected by its own Tool output is ours in tool mode', async () => {
    const flow = await saveFile('1.1/SaaS Pricing');
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    expect(nodesOf(flow, 'CalculatorComponent')[0]?.data.node.tool_mode).toBe(true);
    bed.llm.queue({ text: '', toolCalls: [{ id: 'call_1', name: 'evaluate_expression', arguments: { expression: '(2000+1000+3000)*1.3/200' } }] }, { text: 'About 39 per month.' });
    expect(await run(flow, { tweaks: modelTweaks(flow, 'Agent') })).toBe('About 39 per month.');
    expect(chatBody(0).tools?.map((tool) => tool.function.name)).toContain('evaluate_expression');
    expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: '39' });
  });

  describe('Langflow 1.4 Youtube Analysis: If-Else', () => {
    const router = 'ConditionalRouter-7lzPh';
    const edgesInto = (flow: FlowRecord) =>
      (flow.data?.edges ?? []).filter((edge) => edge.target === router).map((edge) => (edge.data?.targetHandle && 'fieldName' in edge.data.targetHandle ? edge.data.targetHandle.fieldName : undefined));

    it('keeps the chat input’s edge into its message, on both of our branch messages', async () => {
      const flow = await saveFile('1.4/Youtube Analysis');
      expect(edgesInto(flow).sort()).toEqual(['false_case_message', 'input_text', 'true_case_message']);
      expect(nodesOf(flow, 'ConditionalRouter')[0]?.data.node.template).toMatchObject({ operator: { value: 'regex' }, true_case_message: { advanced: false } });
      // Batch Run and YouTube's components are ours (their run: langflowYouTube.test.ts).
      expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
      expect(nodesOf(flow, 'BatchRunComponent')[0]?.data.node.template).toMatchObject({ column_name: { value: 'text' }, system_message: { value: expect.stringContaining('sentiment analysis') } });
    });

    // Without YouTube's comments and transcripts (and the Batch Run over the comments), the rest of
    // the file runs as Langflow wrote it; with them: langflowYouTube.test.ts.
    const offline = (node: FlowData['nodes'][number]) => !/^(YouTube|BatchRun|parser)/.test(node.id);

    it('sends a YouTube address down its true branch to the Agent', async () => {
      const flow = await saveFile('1.4/Youtube Analysis', offline);
      expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
      const address = 'https://www.youtube.com/watch?v=8f61j3W-27U&ab_channel=Langflow';
      bed.llm.queue({ text: 'A talk about Langflow.' });
      expect(await run(flow, { input_value: address, tweaks: modelTweaks(flow, 'Agent') })).toBe('A talk about Langflow.');
      expect(chatBody(0).messages.at(-1)?.content).toContain(`Video URL:\n${address}`);
    });

    // Langflow matches its regex case-sensitively whatever the switch says: an address in capitals is no YouTube address.
    it.each(['What is Langflow?', 'HTTPS://WWW.YOUTUBE.COM/watch?v=8f61j3W-27U'])('stops %j at its false branch, where the file connects nothing: no Agent, no answer', async (input) => {
      const flow = await saveFile('1.4/Youtube Analysis', offline);
      expect(await run(flow, { input_value: input, tweaks: modelTweaks(flow, 'Agent') })).toBeUndefined();
      expect(bed.llm.requests).toEqual([]);
    });
  });

  describe('Langflow 1.0 Travel Planning Agents', () => {
    const site = useLocalSite('text/html', '<html><head><title>Uberlândia</title></head><body><p>Uberlândia has a lively bar scene.</p></body></html>');
    // Its SearchAPI searches the web (a paid service); the rest runs as Langflow 1.0 wrote it.
    const offline = (node: FlowData['nodes'][number]) => !node.id.startsWith('SearchAPI');

    it('three Tool Calling Agents on ours in a row, the first reading a page with URL Content Fetcher', async () => {
      const flow = await saveFile('1.0/Travel Planning Agents', offline);
      expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
      expect(nodesOf(flow, 'Agent')).toHaveLength(3);
      const page = `${site().url}/wiki/Uberl%C3%A2ndia`;
      bed.llm.queue(
        { text: '', toolCalls: [{ id: 'call_1', name: 'fetch_page', arguments: { url: page } }] },
        { text: 'Uberlândia.' },
        { text: 'Bars on Avenida Rondon Pacheco.' },
        { text: 'Day 1: bars.' },
      );
      const model = nodesOf(flow, 'OpenAIModel')[0]!;
      const tweaks = { [model.id]: { openai_api_base: bed.llm.baseUrl, api_key: { value: KEY_VARIABLE, load_from_db: true } } };
      expect(await run(flow, { input_value: 'A trip to Uberlândia.', tweaks })).toBe('Day 1: bars.');
      expect(site().paths).toEqual(['/wiki/Uberl%C3%A2ndia']);
      expect(chatBody(0).messages[0]?.content).toContain('You are a City Selection Expert');
      expect(chatBody(0).tools?.map((tool) => tool.function.name).sort()).toEqual(['fetch_page']);
      expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool' });
      expect(chatBody(1).messages.at(-1)?.content).toContain('Uberlândia has a lively bar scene.');
      expect(chatBody(2).messages[0]?.content).toContain('You are a knowledgeable Local Expert');
      expect(chatBody(2).messages.at(-1)).toMatchObject({ role: 'user', content: 'Uberlândia.' });
      expect(chatBody(3).tools?.map((tool) => tool.function.name).sort()).toEqual(['evaluate_expression', 'fetch_page']);
      expect(chatBody(3).messages.map((message) => message.content).join('\n')).not.toContain('A trip to Uberlândia.');
    });
  });

  // Save File alone: their AgentQL tool at work in langflowWebData.test.ts.
  it.each(['1.2/News Aggregator', '1.6/News Aggregator'] as const)('Langflow %s: Save File keeps the answer among the owner’s files', async (file) => {
    const flow = await saveFile(file, (node) => !node.id.startsWith('AgentQL'));
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    bed.llm.queue({ text: 'Three headlines about AI.' });
    expect(await run(flow, { input_value: 'News about AI', tweaks: modelTweaks(flow, 'Agent') })).toBe('Three headlines about AI.');
    const [newest] = (await bed.dev.get<Array<{ id: string; name: string; path: string }>>('/api/v2/files')).body;
    expect(newest?.name).toMatch(/^news-aggregated( \(\d\))?$/);
    expect(newest?.path).toMatch(/\.json$/);
    const download = await bed.dev.get(`/api/v2/files/${newest?.id}`);
    expect(JSON.parse(download.text)).toEqual({ message: 'Three headlines about AI.' });
  });

  describe('Langflow 1.6 Pokédex Agent', () => {
    const pokeApi = useLocalSite('application/json', JSON.stringify({ name: 'ditto', id: 132, types: [{ type: { name: 'normal' } }] }));

    it('API Request is the Agent’s tool under our argument names, its calls through the guarded fetch', async () => {
      const flow = await saveFile('1.6/Pokédex Agent');
      expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
      const ditto = `${pokeApi().url}/api/v2/pokemon/ditto`;
      const metadata = 'http://169.254.169.254/latest/meta-data/';
      bed.llm.queue(
        { text: '', toolCalls: [{ id: 'call_1', name: 'make_api_request', arguments: { url: ditto } }, { id: 'call_2', name: 'make_api_request', arguments: { url: metadata } }] },
        { text: 'Ditto is a Normal-type Pokémon.' },
      );
      expect(await run(flow, { input_value: 'Tell me about ditto', tweaks: modelTweaks(flow, 'Agent') })).toBe('Ditto is a Normal-type Pokémon.');
      const tool = chatBody(0).tools?.find((candidate) => candidate.function.name === 'make_api_request');
      expect(Object.keys(tool?.function.parameters.properties ?? {})).toEqual(['url', 'method', 'query_params', 'body']);
      expect(tool?.function.parameters.required).toEqual(['url']);
      expect(tool?.function.description).not.toContain('cURL');
      expect(pokeApi().paths).toEqual(['/api/v2/pokemon/ditto']);
      const results = chatBody(1).messages.filter((message) => message.role === 'tool').map((message) => message.content);
      expect(JSON.parse(results[0] ?? '')).toMatchObject({ source: ditto, status_code: 200, result: { name: 'ditto', id: 132 } });
      expect(results[1]).toContain(`Refused to fetch ${metadata}: 169.254.169.254 is a link-local address`);
    });
  });

  describe('Langflow 1.6 Research Agent', () => {
    const tavily = useLocalServer(() => startTavily('Solid-state batteries store more energy.', { title: 'Battery review', url: 'https://papers.example/battery', content: 'Solid electrolytes raise energy density.' }));

    it('the Agent searches with Tavily Search in tool mode, its key from the TAVILY_API_KEY variable', async () => {
      const tavilyKey = 'tvly-langflow-releases-7c2e';
      expect((await bed.dev.post('/api/v1/variables/', { name: 'TAVILY_API_KEY', value: tavilyKey, type: 'Credential' })).status).toBe(201);
      const flow = await saveFile('1.6/Research Agent');
      expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
      const [search] = nodesOf(flow, 'TavilySearchComponent');
      expect(search?.data.node.tool_mode).toBe(true);
      expect(search?.data.node.template.api_key).toMatchObject({ value: 'TAVILY_API_KEY', load_from_db: true });
      const models = [...nodesOf(flow, 'OpenAIModel'), ...nodesOf(flow, 'Agent')];
      const tweaks = {
        ...Object.fromEntries(models.map((node) => [node.id, { openai_api_base: bed.llm.baseUrl }])),
        [search!.id]: { base_url: tavily().url },
      };
      bed.llm.queue(
        { text: 'KEY SEARCH QUERIES: 1. solid-state battery energy density' },
        { text: '', toolCalls: [{ id: 'call_1', name: 'fetch_content_dataframe', arguments: { query: 'solid-state battery energy density' } }] },
        { text: 'Findings: solid electrolytes raise energy density (papers.example).' },
        { text: 'EXECUTIVE SUMMARY: solid-state batteries store more energy.' },
      );
      expect(await run(flow, { input_value: 'How do solid-state batteries compare?', tweaks })).toBe('EXECUTIVE SUMMARY: solid-state batteries store more energy.');
      expect(tavily().requests).toHaveLength(1);
      expect(tavily().requests[0]).toMatchObject({ path: 'POST /search', headers: { authorization: `Bearer ${tavilyKey}` }, body: { query: 'solid-state battery energy density', api_key: tavilyKey } });
      const tool = chatBody(1).tools?.find((candidate) => candidate.function.name === 'fetch_content_dataframe');
      expect(Object.keys(tool?.function.parameters.properties ?? {})).toEqual(['query']);
      expect(chatBody(2).messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringContaining('Solid electrolytes raise energy density.') });
      expect(JSON.stringify(chatBody(3))).toContain('Findings: solid electrolytes raise energy density (papers.example).');
    });
  });

  describe('Langflow 1.6 Research Translation Loop', () => {
    const arxiv = useLocalServer(startArxiv);

    it('arXiv Search feeds the Loop, whose body translates each paper with the model', async () => {
      const flow = await saveFile('1.6/Research Translation Loop');
      expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
      const [search] = nodesOf(flow, 'ArXivComponent');
      expect(search?.data.node.template).toMatchObject({ search_type: { value: 'all' }, max_results: { value: 3 } });
      const [model] = nodesOf(flow, 'OpenAIModel');
      const tweaks = { [model!.id]: { openai_api_base: bed.llm.baseUrl }, [search!.id]: { base_url: arxiv().url } };
      bed.llm.queue({ text: '{"title": "Tradução Neural"}' }, { text: '{"title": "Modelos de Fala"}' });
      const answer = await run(flow, { input_value: 'machine translation', tweaks });
      expect(arxiv().urls.map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams))).toEqual([{ search_query: 'all:machine translation', max_results: '3' }]);
      expect(JSON.stringify(chatBody(0))).toContain('Neural Translation');
      expect(JSON.stringify(chatBody(1))).toContain('Speech Models');
      expect(answer).toContain('Tradução Neural');
      expect(answer).toContain('Modelos de Fala');
    });
  });

  describe('Langflow 1.6 Travel Planning Agents', () => {
    const searchApi = useLocalServer(startSearchApi);

    it('the first Agent searches with SearchApi in tool mode, its results reaching the model; the next two Agents follow', async () => {
      const flow = await saveFile('1.6/Travel Planning Agents');
      expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
      const [search] = nodesOf(flow, 'SearchComponent');
      expect(search?.data.node.tool_mode).toBe(true);
      const tweaks = {
        ...Object.fromEntries(nodesOf(flow, 'Agent').map((node) => [node.id, { openai_api_base: bed.llm.baseUrl }])),
        [search!.id]: { base_url: searchApi().url, api_key: 'searchapi-releases-3d7a' },
      };
      bed.llm.queue(
        { text: '', toolCalls: [{ id: 'call_1', name: 'fetch_content_dataframe', arguments: { input_value: 'Kyoto in November' } }] },
        { text: 'Kyoto: maple leaves peak in late November.' },
        { text: 'Local tips: visit Tofukuji early.' },
        { text: 'ITINERARY: three days in Kyoto.' },
      );
      expect(await run(flow, { input_value: 'Plan three days in Kyoto in November.', tweaks })).toBe('ITINERARY: three days in Kyoto.');
      expect(searchApi().requests).toEqual([{ url: '/search?engine=google&q=Kyoto+in+November', authorization: 'Bearer searchapi-releases-3d7a' }]);
      const tool = chatBody(0).tools?.find((candidate) => candidate.function.name === 'fetch_content_dataframe');
      expect(Object.keys(tool?.function.parameters.properties ?? {})).toEqual(['input_value']);
      expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringContaining('Maple leaves peak in late November.') });
      expect(JSON.stringify(chatBody(2))).toContain('Kyoto: maple leaves peak in late November.');
    });
  });
});
