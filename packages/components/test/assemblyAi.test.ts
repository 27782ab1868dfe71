// AssemblyAI Start Transcript and Poll Transcript against a local stand-in for AssemblyAI's API:
// the owner's audio uploaded as raw bytes with the key, the job created with Langflow's settings,
// read until completed into Langflow's Data; the run's stop and the timeout end the wait, and
// failures name AssemblyAI.
import { startAssemblyAiTestServer, type AssemblyAiTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build, connect } from './support/flows';
import { keyedNode } from './support/models';
import { memoryFiles, networkFetch } from './support/services';

const KEY = 'assemblyai-test-7c1d';
const START = 'AssemblyAITranscriptionJobCreator-aaaaa';
const POLL = 'AssemblyAITranscriptionJobPoller-bbbbb';
const AUDIO = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
const UTTERANCES = [{ speaker: 'A', text: 'Ship it on Friday.', start: 0, end: 1800 }];

describe('AssemblyAI Start and Poll Transcript', () => {
  let service: AssemblyAiTestServer;
  let slow: AssemblyAiTestServer;
  beforeAll(async () => {
    [service, slow] = await Promise.all([
      startAssemblyAiTestServer({ apiKey: KEY, transcript: { text: 'Ship it on Friday.', utterances: UTTERANCES, pollsBeforeDone: 1 } }),
      startAssemblyAiTestServer({ apiKey: KEY, transcript: { text: 'never', pollsBeforeDone: 1000 } }),
    ]);
  });
  afterAll(() => Promise.all([service.close(), slow.close()]));

  async function transcribe(start: Record<string, unknown>, poll: Record<string, unknown> = {}, options: { signal?: AbortSignal; base?: string } = {}) {
    const base = options.base ?? service.url;
    const nodes = [
      keyedNode(START, { api_key: KEY, audio_file: 'owner/standup.mp3', base_url: base, ...start }),
      keyedNode(POLL, { api_key: KEY, polling_interval: 0.5, base_url: base, ...poll }),
    ];
    const files = memoryFiles({ 'owner/standup.mp3': { name: 'standup.mp3', bytes: AUDIO } });
    const run = await build(nodes, [connect(nodes, `${START}.transcript_id`, `${POLL}.transcript_id`)], { services: { fetch: networkFetch(), files }, ...(options.signal ? { signal: options.signal } : {}) });
    return {
      id: run.values(START).transcript_id as { data: Record<string, unknown> } | undefined,
      result: run.values(POLL).transcription_result as { data: Record<string, unknown> } | undefined,
      startError: reasonOf(run.error(START)),
      pollError: reasonOf(run.error(POLL)),
    };
  }

  it('uploads the owner’s audio with the key, creates the job with Langflow’s settings and waits until its text is done', async () => {
    const jobs = service.jobs.length;
    const { id, result } = await transcribe({ speaker_labels: true, speakers_expected: '2', language_code: 'en' });
    expect(service.uploads.at(-1)).toEqual(AUDIO);
    expect(service.jobs[jobs]).toEqual({
      audio_url: `https://cdn.assemblyai.example/upload/${service.uploads.length}`,
      speech_model: 'best',
      language_detection: false,
      language_code: 'en',
      speaker_labels: true,
      speakers_expected: 2,
      punctuate: true,
      format_text: true,
    });
    expect(id?.data).toEqual({ transcript_id: `job-${jobs + 1}` });
    expect(Object.keys(result?.data ?? {}).slice(0, 3)).toEqual(['text', 'utterances', 'id']);
    expect(result?.data).toMatchObject({ text: 'Ship it on Friday.', utterances: UTTERANCES, id: `job-${jobs + 1}`, status: 'completed', audio_duration: 12 });
    // One read while processing, one completed.
    expect(service.requests.filter((request) => request === `GET /v2/transcript/job-${jobs + 1}`)).toHaveLength(2);
  });

  it('hands an audio URL to AssemblyAI as it is, without uploading, leaving unset options out', async () => {
    const uploads = service.uploads.length;
    const jobs = service.jobs.length;
    const { result } = await transcribe({ audio_file: '', audio_file_url: 'https://media.example/talk.mp3', speech_model: 'nano', language_detection: true });
    expect(service.uploads).toHaveLength(uploads);
    expect(service.jobs[jobs]).toEqual({ audio_url: 'https://media.example/talk.mp3', speech_model: 'nano', language_detection: true, speaker_labels: false, punctuate: true, format_text: true });
    expect(result?.data.text).toBe('Ship it on Friday.');
  });

  it('stops waiting as soon as the run is stopped', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 700);
    const { result } = await transcribe({}, { polling_interval: 30 }, { signal: controller.signal, base: slow.url });
    expect(result).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('names AssemblyAI in its failures: no key, no audio, a bad speaker count, a refused key, a failed job, the timeout, no connection', async () => {
    expect((await transcribe({ api_key: '' })).startError).toBe(componentMessages.ASSEMBLYAI_API_KEY_MISSING());
    expect((await transcribe({ audio_file: '' })).startError).toBe(componentMessages.ASSEMBLYAI_AUDIO_NONE());
    expect((await transcribe({ speakers_expected: 'two' })).startError).toBe(componentMessages.ASSEMBLYAI_SPEAKERS_INVALID({ value: 'two' }));
    expect((await transcribe({ api_key: 'wrong' })).startError).toBe(componentMessages.ASSEMBLYAI_KEY_REFUSED());
    expect((await transcribe({}, { api_key: 'wrong' })).pollError).toBe(componentMessages.ASSEMBLYAI_KEY_REFUSED());
    expect((await transcribe({}, { timeout: 1 }, { base: slow.url })).pollError).toBe(componentMessages.ASSEMBLYAI_TIMEOUT());
    expect((await transcribe({ base_url: 'ftp://assemblyai' })).startError).toBe(componentMessages.ASSEMBLYAI_BASE_URL_INVALID({ url: 'ftp://assemblyai' }));
    const closed = await transcribe({ base_url: 'http://127.0.0.1:9' });
    expect(closed.startError).toContain(componentMessages.ASSEMBLYAI_UNREACHABLE({ url: 'http://127.0.0.1:9/v2/upload', detail: '' }));
    const failing = await startAssemblyAiTestServer({ apiKey: KEY, transcript: { text: '', error: 'File does not appear to contain audio.' } });
    try {
      expect((await transcribe({}, {}, { base: failing.url })).pollError).toBe(componentMessages.ASSEMBLYAI_TRANSCRIPT_FAILED({ detail: 'File does not appear to contain audio.' }));
    } finally {
      await failing.close();
    }
  });
});
