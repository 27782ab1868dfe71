// Langflow's YouTube starter projects, saved through the flows API and run through the run API
// against the local OpenAI-protocol server and the local YouTube stand-in: Youtube Analysis (1.2
// with Parse DataFrame, 1.4 with the Parser), whose Batch Run rates each comment YouTube Comments
// read and whose Agent reads the video's transcript with YouTube Transcripts as its tool; and
// 1.1's YouTube Transcript Q&A, whose Agent has 1.1's YouTube Transcripts by its own Tool output.
import type { FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { startYouTubeTestServer, type YouTubeTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_VARIABLE, useLangflowTestBed } from './support/langflowTestBed';

const KEY = 'sk-langflow-youtube-3c7d';
const YOUTUBE_KEY = 'youtube-data-key-9e2a';
const VIDEO = 'UkV79sJAvz8';
const ADDRESS = `https://www.youtube.com/watch?v=${VIDEO}`;

type ChatTool = { function: { name: string; parameters: { properties: Record<string, unknown> } } };
type ChatBody = { messages: Array<{ role: string; content: string }>; tools?: ChatTool[] };

const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);
const langflowOnly = (flow: FlowRecord) => (flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node));
const idOf = (flow: FlowRecord, type: string) => nodesOf(flow, type)[0]!.id;

describe('Langflow YouTube files on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-youtube');
  const chatBody = (index: number) => bed.chatBody<ChatBody>(index);
  let youtube: YouTubeTestServer;

  beforeAll(async () => {
    youtube = await startYouTubeTestServer({
      apiKey: YOUTUBE_KEY,
      videos: [
        {
          id: VIDEO,
          comments: [
            { id: 'c1', author: 'ana', text: 'Great walkthrough, thanks!', likes: 12, publishedAt: '2026-03-01T08:00:00Z' },
            { id: 'c2', author: 'bo', text: 'Too fast for beginners.', likes: 3, publishedAt: '2026-03-02T09:00:00Z' },
          ],
          captions: [{ languageCode: 'en', name: 'English', snippets: [{ start: 0, dur: 3, text: 'Welcome to Langflow.' }, { start: 3, dur: 4, text: 'Today we build an agent.' }] }],
        },
      ],
    });
    expect((await bed.dev.post('/api/v1/variables/', { name: 'YOUTUBE_API_KEY', value: YOUTUBE_KEY, type: 'Credential' })).status).toBe(201);
  });
  afterAll(() => youtube.close());

  /** The models and YouTube's components pointed at the local servers, the keys from their variables. */
  function localTweaks(flow: FlowRecord, ...models: string[]): Record<string, Record<string, unknown>> {
    const key = { value: KEY_VARIABLE, load_from_db: true };
    const tweaks: Record<string, Record<string, unknown>> = Object.fromEntries(models.map((type) => [idOf(flow, type), { openai_api_base: bed.llm.baseUrl, api_key: key }]));
    for (const node of nodesOf(flow, 'YouTubeCommentsComponent')) tweaks[node.id] = { base_url: youtube.dataApiUrl, api_key: { value: 'YOUTUBE_API_KEY', load_from_db: true } };
    for (const node of nodesOf(flow, 'YouTubeTranscripts')) tweaks[node.id] = { base_url: youtube.url };
    return tweaks;
  }

  it.each(['1.2/Youtube Analysis', '1.4/Youtube Analysis'] as const)(
    'Langflow %s: the comments rated one by one, their ratings in the prompt, the Agent reading the transcript with its tool',
    async (file) => {
      const flow = await bed.saveFile(file);
      expect(langflowOnly(flow)).toEqual([]);
      const before = youtube.requests.length;
      bed.llm.queue(
        { text: 'Positive' },
        { text: 'Negative' },
        { text: '', toolCalls: [{ id: 'call_1', name: 'get_message_output', arguments: { url: ADDRESS } }] },
        { text: 'A Langflow tutorial; viewers are split.' },
      );
      expect(await bed.run(flow, { input_value: ADDRESS, tweaks: localTweaks(flow, 'OpenAIModel', 'Agent') })).toBe('A Langflow tutorial; viewers are split.');

      const asked = youtube.requests.slice(before).map((request) => `${request.method} ${request.path.split('?')[0]}`);
      expect(asked).toEqual(['GET /youtube/v3/commentThreads', 'GET /watch', 'POST /youtubei/v1/player', 'GET /api/timedtext']);
      const comments = new URL(youtube.requests[before]!.path, youtube.url).searchParams;
      expect(Object.fromEntries(comments)).toMatchObject({ videoId: VIDEO, maxResults: '10', order: 'relevance' });
      expect(comments.has('key')).toBe(false);
      expect(youtube.requests[before]?.apiKey).toBe(YOUTUBE_KEY);

      // Batch Run: one request per comment, the comment as the input, its instructions as the system prompt.
      expect(chatBody(0).messages).toMatchObject([{ role: 'system', content: expect.stringContaining('sentiment analysis') }, { role: 'user', content: 'Great walkthrough, thanks!' }]);
      expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'user', content: 'Too fast for beginners.' });
      // The Agent: the prompt with the address and the parsed ratings, YouTube Transcripts as its one tool.
      expect(chatBody(2).messages.at(-1)?.content).toContain(`Video URL:\n${ADDRESS}`);
      expect(chatBody(2).messages.at(-1)?.content).toContain('Comment Analysis:\nPositive\nNegative');
      const tool = chatBody(2).tools?.find((candidate) => candidate.function.name === 'get_message_output');
      expect(Object.keys(tool?.function.parameters.properties ?? {})).toEqual(['url']);
      expect(chatBody(3).messages.at(-1)).toMatchObject({ role: 'tool', content: 'Welcome to Langflow. Today we build an agent.' });
    },
  );

  it('Langflow 1.1 YouTube Transcript Q&A: the Agent reads the transcript through 1.1’s YouTube Transcripts', async () => {
    const flow = await bed.saveFile('1.1/YouTube Transcript Q&A');
    expect(langflowOnly(flow)).toEqual([]);
    bed.llm.queue({ text: '', toolCalls: [{ id: 'call_1', name: 'get_message_output', arguments: { url: ADDRESS } }] }, { text: 'It introduces building an agent in Langflow.' });
    const answer = await bed.run(flow, { input_value: `What is this video about? ${ADDRESS}`, tweaks: localTweaks(flow, 'Agent') });
    expect(answer).toBe('It introduces building an agent in Langflow.');
    expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: 'Welcome to Langflow. Today we build an agent.' });
  });
});
