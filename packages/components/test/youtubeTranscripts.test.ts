// YouTube Transcripts against the local YouTube stand-in: the library's handshake (watch page,
// innertube player as the Android client, the track's timed text without srv3), LangChain's text
// and chunks, the choice of language and translation, and the failures naming the component.
import { startYouTubeTestServer, YOUTUBE_TEST_INNERTUBE_KEY, type YouTubeTestServer, type YouTubeTestVideo } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { transcriptChunks } from '../src/tools/youtubeTranscripts';
import { reasonOf } from './support/errors';
import { build, makeNode, textOf } from './support/flows';
import { networkFetch, type RecordedFetch } from './support/services';

const NODE = 'YouTubeTranscripts-yt000';
const VIDEO = 'dQw4w9WgXcQ';
const ENGLISH = [
  { start: 0, dur: 4.5, text: "We're no strangers to love" },
  { start: 4.5, dur: 3, text: ' You know the <i>rules</i> & so do I ' },
  { start: 62, dur: 3.2, text: 'A full commitment' },
];
const VIDEOS: YouTubeTestVideo[] = [
  {
    id: VIDEO,
    captions: [
      { languageCode: 'en', name: 'English (auto-generated)', generated: true, translatable: true, snippets: [{ start: 0, dur: 1, text: 'generated words' }] },
      { languageCode: 'en', name: 'English', translatable: true, snippets: ENGLISH },
      { languageCode: 'de', name: 'German', snippets: [{ start: 0, dur: 2, text: 'Wir sind keine Fremden' }] },
    ],
  },
  { id: 'nocaptions1', captions: undefined },
  { id: 'frenchonly1', captions: [{ languageCode: 'fr', name: 'French', snippets: [{ start: 0, dur: 1, text: 'bonjour' }] }] },
  { id: 'agelimited1', playability: { status: 'LOGIN_REQUIRED', reason: 'Sign in to confirm your age' } },
];

describe('YouTube Transcripts', () => {
  let youtube: YouTubeTestServer;
  beforeAll(async () => {
    youtube = await startYouTubeTestServer({ apiKey: 'unused', videos: VIDEOS, translations: { 'zh-Hans': 'Chinese (Simplified)', es: 'Spanish', pt: 'Portuguese' } });
  });
  afterAll(() => youtube.close());

  const read = async (values: Record<string, unknown>, server = youtube, fetch: RecordedFetch = networkFetch()) => {
    const run = await build([makeNode(NODE, { url: `https://www.youtube.com/watch?v=${VIDEO}`, base_url: server.url, ...values })], [], { services: { fetch } });
    const outputs = run.values(NODE);
    return {
      text: outputs.message === undefined ? undefined : textOf(outputs.message),
      chunks: (outputs.dataframe as Array<{ data: Record<string, unknown> }> | undefined)?.map((row) => row.data),
      data: (outputs.data_output as { data: Record<string, unknown> } | undefined)?.data,
      requests: fetch.requests,
      error: reasonOf(run.error(NODE)),
    };
  };

  it('goes watch page → player → timed text and gives the written English track as text, chunks and Data', async () => {
    const { text, chunks, data, requests } = await read({});
    expect(requests.map((request) => `${request.init.method ?? 'GET'} ${new URL(request.url).pathname}`)).toEqual(['GET /watch', 'POST /youtubei/v1/player', 'GET /api/timedtext']);
    expect(new URL(requests[1]?.url ?? '').searchParams.get('key')).toBe(YOUTUBE_TEST_INNERTUBE_KEY);
    expect(JSON.parse(String(requests[1]?.init.body))).toEqual({ context: { client: { clientName: 'ANDROID', clientVersion: '20.10.38' } }, videoId: VIDEO });
    expect(new URL(requests[2]?.url ?? '').search).toBe(`?v=${VIDEO}&lang=en`);
    // Markup dropped, entities read, each snippet trimmed of spaces and joined by one.
    expect(text).toBe("We're no strangers to love You know the rules & so do I A full commitment");
    expect(chunks).toEqual([
      { timestamp: '00:00', text: "We're no strangers to love You know the rules & so do I" },
      { timestamp: '01:00', text: 'A full commitment' },
    ]);
    expect(data).toEqual({ transcript: text, video_url: `https://www.youtube.com/watch?v=${VIDEO}` });
  });

  it('takes the languages in order, falls back to English, translates on request, and reads youtu.be and shorts addresses', async () => {
    expect((await read({ language: 'ja, de' })).text).toBe('Wir sind keine Fremden');
    expect((await read({ language: 'ja' })).text).toContain("We're no strangers");
    expect((await read({ translation: 'zh-Hans', url: `https://youtu.be/${VIDEO}?si=x` })).text).toMatch(/^\[zh-Hans\] We're no strangers to love \[zh-Hans\] You know/);
    expect((await read({ url: `https://www.youtube.com/shorts/${VIDEO}` })).text).toContain('A full commitment');
  });

  it('answers the cookie consent YouTube asks for in some countries before reading the page again', async () => {
    const server = await startYouTubeTestServer({ apiKey: 'unused', videos: VIDEOS, consent: true });
    try {
      const { text } = await read({}, server);
      expect(text).toContain('A full commitment');
      expect(server.requests.map((request) => [request.path.split('?')[0], request.cookie])).toEqual([
        ['/watch', undefined],
        ['/watch', 'CONSENT=YES+cb.20210328-17-p0.en+FX+123'],
        ['/youtubei/v1/player', 'CONSENT=YES+cb.20210328-17-p0.en+FX+123'],
        ['/api/timedtext', 'CONSENT=YES+cb.20210328-17-p0.en+FX+123'],
      ]);
    } finally {
      await server.close();
    }
  });

  it('gives the whole handshake the timeout set, not each request its own', async () => {
    const network = networkFetch();
    const slow: RecordedFetch = Object.assign(async (...args: Parameters<RecordedFetch>) => {
      const response = await network(...args);
      await new Promise((resolve) => setTimeout(resolve, 250));
      return response;
    }, { requests: network.requests });
    expect((await read({ timeout: 2 }, youtube, slow)).text).toContain('A full commitment');
    const limits = network.requests.map((request) => request.init.timeoutMs ?? Infinity);
    expect(limits[0]).toBeLessThanOrEqual(2000);
    expect(limits[2]).toBeLessThanOrEqual(2000 - 400);
  });

  it('chunks as LangChain does: a snippet ending past the limit opens the next chunk at that limit, empty chunks skipped', () => {
    const snippets = [
      { text: 'a', start: 0, duration: 10 },
      { text: 'b', start: 55, duration: 10 },
      { text: 'c', start: 200, duration: 5 },
    ];
    expect(transcriptChunks(snippets, 60)).toEqual([
      { start: 0, text: 'a' },
      { start: 60, text: 'b' },
      { start: 120, text: 'c' },
    ]);
  });

  it('names YouTube Transcripts in its failures', async () => {
    expect((await read({ url: 'https://example.com/watch?v=dQw4w9WgXcQ' })).error).toBe(componentMessages.YOUTUBE_TRANSCRIPTS_URL_INVALID({ url: 'https://example.com/watch?v=dQw4w9WgXcQ' }));
    expect((await read({ url: 'https://youtu.be/nocaptions1' })).error).toBe(componentMessages.YOUTUBE_TRANSCRIPTS_DISABLED({ video: 'nocaptions1' }));
    expect((await read({ url: 'https://youtu.be/frenchonly1', language: 'de' })).error).toBe(
      componentMessages.YOUTUBE_TRANSCRIPTS_NOT_FOUND({ video: 'frenchonly1', languages: 'de', available: 'fr (French)' }),
    );
    expect((await read({ translation: 'es', language: 'de' })).error).toBe(componentMessages.YOUTUBE_TRANSCRIPTS_TRANSLATION_UNAVAILABLE({ video: VIDEO, language: 'es' }));
    expect((await read({ translation: 'ko' })).error).toBe(componentMessages.YOUTUBE_TRANSCRIPTS_TRANSLATION_UNAVAILABLE({ video: VIDEO, language: 'ko' }));
    expect((await read({ url: 'https://youtu.be/agelimited1' })).error).toBe(componentMessages.YOUTUBE_TRANSCRIPTS_UNPLAYABLE({ video: 'agelimited1', reason: 'Sign in to confirm your age' }));
    expect((await read({ url: 'https://youtu.be/unknownvid1' })).error).toBe(componentMessages.YOUTUBE_TRANSCRIPTS_UNPLAYABLE({ video: 'unknownvid1', reason: 'This video is unavailable' }));
    expect((await read({ base_url: 'ftp://x' })).error).toBe(componentMessages.YOUTUBE_TRANSCRIPTS_BASE_URL_INVALID({ url: 'ftp://x' }));
    expect((await read({ base_url: `${youtube.url}/elsewhere` })).error).toBe(componentMessages.YOUTUBE_TRANSCRIPTS_REFUSED({ status: 404, detail: 'Not found' }));
  });

  it('reports a captcha page or a bot check as YouTube blocking this server', async () => {
    const blocked = await startYouTubeTestServer({ apiKey: 'unused', videos: [{ id: VIDEO, playability: { status: 'LOGIN_REQUIRED', reason: "Sign in to confirm you're not a bot" } }] });
    try {
      expect((await read({}, blocked)).error).toBe(componentMessages.YOUTUBE_TRANSCRIPTS_BLOCKED());
    } finally {
      await blocked.close();
    }
  });
});
