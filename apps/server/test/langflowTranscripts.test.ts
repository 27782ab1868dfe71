// Langflow 1.6's Meeting Summary saved through the flows API and run through the run API on this
// server: its AssemblyAI nodes transcribe the owner's uploaded recording at a local stand-in for
// AssemblyAI (the key from the ASSEMBLYAI_API_KEY variable), the transcript goes through the
// Parser into the summary prompt of a Language Model at the local OpenAI-protocol server, and
// the chat branch answers beside it.
import type { FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { startAssemblyAiTestServer, type AssemblyAiTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLangflowTestBed } from './support/langflowTestBed';
import { uploadToFlow } from './support/templateFlows';

const KEY = 'sk-langflow-transcripts-4a7e';
const ASSEMBLYAI_KEY = 'assemblyai-meeting-91c2';
const RECORDING = 'ID3 fake mp3 bytes of the stand-up';
const UTTERANCES = [
  { speaker: 'A', text: 'We ship the importer on Friday.', start: 0, end: 2100 },
  { speaker: 'B', text: 'I will write the release notes.', start: 2100, end: 4000 },
];

type RunAnswer = { outputs: Array<{ outputs: Array<{ results: { message?: { text: string; sender_name: string } } } | null> }> };
type ChatBody = { messages: Array<{ role: string; content: string }> };

const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);

describe('Langflow 1.6 Meeting Summary on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-transcripts');
  let assemblyAi: AssemblyAiTestServer;
  beforeAll(async () => {
    assemblyAi = await startAssemblyAiTestServer({ apiKey: ASSEMBLYAI_KEY, transcript: { text: UTTERANCES.map((turn) => turn.text).join(' '), utterances: UTTERANCES, pollsBeforeDone: 1 } });
  });
  afterAll(() => assemblyAi.close());

  it('transcribes the uploaded recording with AssemblyAI and summarises the transcript, the chat branch answering beside it', async () => {
    expect((await bed.dev.post('/api/v1/variables/', { name: 'ASSEMBLYAI_API_KEY', value: ASSEMBLYAI_KEY, type: 'Credential' })).status).toBe(201);
    const flow = await bed.saveFile('1.6/Meeting Summary');
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    const [start] = nodesOf(flow, 'AssemblyAITranscriptionJobCreator');
    const [poll] = nodesOf(flow, 'AssemblyAITranscriptionJobPoller');
    expect(start?.data.node.template).toMatchObject({ api_key: { value: 'ASSEMBLYAI_API_KEY', load_from_db: true }, speaker_labels: { value: true } });
    expect(poll?.data.node.template.polling_interval).toMatchObject({ value: 3 });
    const path = await uploadToFlow(bed.server, flow.id, 'standup.mp3', RECORDING);
    const models = Object.fromEntries(nodesOf(flow, 'OpenAIModel').map((model) => [model.id, { openai_api_base: bed.llm.baseUrl }]));
    const tweaks = { ...models, [start!.id]: { audio_file: path, base_url: assemblyAi.url }, [poll!.id]: { base_url: assemblyAi.url, polling_interval: 0.5 } };

    const answer = await bed.dev.post<RunAnswer>(`/api/v1/run/${flow.id}`, { input_value: 'What did we decide?', tweaks });
    expect(answer.status, answer.text).toBe(200);

    expect(Buffer.from(assemblyAi.uploads[0] ?? []).toString('utf8')).toBe(RECORDING);
    expect(assemblyAi.jobs).toEqual([
      { audio_url: 'https://cdn.assemblyai.example/upload/1', speech_model: 'best', language_detection: false, speaker_labels: true, punctuate: true, format_text: true },
    ]);
    expect(assemblyAi.requests.filter((request) => request.startsWith('GET /v2/transcript/job-1'))).toHaveLength(2);
    // The Parser is in Stringify mode, as Langflow's: the whole transcript's Data as JSON, text first.
    const texts = answer.body.outputs.flatMap((output) => output.outputs.map((result) => result?.results.message));
    const original = texts.find((message) => message?.sender_name === 'Original')?.text ?? '';
    expect(JSON.parse(original)).toMatchObject({ text: 'We ship the importer on Friday. I will write the release notes.', utterances: UTTERANCES, id: 'job-1', status: 'completed' });
    // The local model echoes its prompt: the summary prompt carries the transcript.
    const prompts = bed.llm.requests.filter((request) => request.path === '/v1/chat/completions').map((request) => (request.body as ChatBody).messages.at(-1)?.content ?? '');
    const summary = prompts.find((prompt) => prompt.includes('Summarize the action items'));
    expect(summary?.startsWith(original)).toBe(true);
    expect(prompts.some((prompt) => prompt.includes('What did we decide?'))).toBe(true);
  });
});
