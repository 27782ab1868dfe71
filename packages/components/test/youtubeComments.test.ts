// YouTube Comments against the local YouTube stand-in: the commentThreads request as Google's
// client sends it, Langflow's rows (metrics, replies), pages turned until enough threads are read,
// and its failures naming the component.
import { startYouTubeTestServer, type YouTubeTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build } from './support/flows';
import { closedPort, keyedNode } from './support/models';
import { networkFetch, type RecordedFetch } from './support/services';

const NODE = 'YouTubeCommentsComponent-yc000';
const KEY = 'youtube-data-key-7f3a';
const VIDEO = 'dQw4w9WgXcQ';
const comment = (n: number, replies = 0) => ({
  id: `c${n}`,
  author: `viewer${n}`,
  text: `comment ${n}`,
  likes: n,
  publishedAt: `2026-01-0${n}T10:00:00Z`,
  replies: Array.from({ length: replies }, (_, r) => ({ id: `c${n}.r${r}`, author: `replier${r}`, text: `reply ${r} to ${n}`, likes: 0, publishedAt: '2026-02-01T00:00:00Z' })),
});

describe('YouTube Comments', () => {
  let youtube: YouTubeTestServer;
  beforeAll(async () => {
    youtube = await startYouTubeTestServer({ apiKey: KEY, videos: [{ id: VIDEO, comments: [comment(1, 2), comment(2), comment(3), comment(4), comment(5)] }, { id: 'closedvideo', captions: [] }] });
  });
  afterAll(() => youtube.close());

  const read = async (values: Record<string, unknown>, fetch: RecordedFetch = networkFetch()) => {
    const run = await build([keyedNode(NODE, { api_key: KEY, video_url: `https://www.youtube.com/watch?v=${VIDEO}&t=42s`, base_url: youtube.dataApiUrl, ...values })], [], { services: { fetch } });
    const rows = run.values(NODE).comments as Array<{ data: Record<string, unknown> }> | undefined;
    return { rows: rows?.map((row) => row.data), urls: fetch.requests.map((request) => new URL(request.url)), headers: fetch.requests.map((request) => request.init.headers), error: reasonOf(run.error(NODE)) };
  };

  it('asks for the video\'s comment threads with the key in its header and reads each top comment as Langflow\'s row', async () => {
    const { rows, urls, headers } = await read({ max_results: 2 });
    expect(urls).toHaveLength(1);
    expect(urls[0]?.pathname).toBe('/youtube/v3/commentThreads');
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ part: 'snippet,replies', videoId: VIDEO, maxResults: '2', order: 'relevance', textFormat: 'plainText' });
    expect(headers[0]).toMatchObject({ 'x-goog-api-key': KEY });
    expect(rows?.[0]).toEqual({
      video_id: VIDEO,
      video_url: `https://www.youtube.com/watch?v=${VIDEO}&t=42s`,
      comment_id: 'c1',
      parent_comment_id: '',
      is_reply: false,
      author: '@viewer1',
      author_channel_url: 'http://www.youtube.com/@viewer1',
      text: 'comment 1',
      published_at: '2026-01-01T10:00:00Z',
      updated_at: '2026-01-01T10:00:00Z',
      like_count: 1,
      reply_count: 2,
    });
    expect(rows?.map((row) => row.comment_id)).toEqual(['c1', 'c2']);
  });

  it('adds the replies after their comment when asked, leaves out the metrics when not, and turns pages up to the number asked', async () => {
    const { rows, urls } = await read({ max_results: 3, include_replies: true, include_metrics: false, sort_by: 'time', video_url: VIDEO });
    expect(rows?.map((row) => [row.comment_id, row.parent_comment_id, row.is_reply])).toEqual([
      ['c5', '', false],
      ['c4', '', false],
      ['c3', '', false],
    ]);
    const replies = await read({ max_results: 1, include_replies: true, include_metrics: false });
    expect(replies.rows?.map((row) => [row.comment_id, row.parent_comment_id, row.is_reply, row.text])).toEqual([
      ['c1', '', false, 'comment 1'],
      ['c1.r0', 'c1', true, 'reply 0 to 1'],
      ['c1.r1', 'c1', true, 'reply 1 to 1'],
    ]);
    expect(replies.rows?.[0]).not.toHaveProperty('like_count');
    expect(urls).toHaveLength(1);
    const paged = await read({ max_results: 150 });
    expect(paged.rows).toHaveLength(5);
    expect(paged.urls.map((url) => url.searchParams.get('maxResults'))).toEqual(['100']);
  });

  it('reads further pages while YouTube has them and fewer than asked are read', async () => {
    const server = await startYouTubeTestServer({ apiKey: KEY, videos: [{ id: VIDEO, comments: Array.from({ length: 130 }, (_, n) => ({ ...comment(1), id: `p${n}` })) }] });
    try {
      const { rows, urls } = await read({ max_results: 120, base_url: server.dataApiUrl });
      expect(rows).toHaveLength(120);
      expect(urls.map((url) => [url.searchParams.get('maxResults'), url.searchParams.get('pageToken')])).toEqual([['100', null], ['20', '100']]);
    } finally {
      await server.close();
    }
  });

  it('gives all pages together the timeout set, not each page its own', async () => {
    const server = await startYouTubeTestServer({ apiKey: KEY, videos: [{ id: VIDEO, comments: Array.from({ length: 130 }, (_, n) => ({ ...comment(1), id: `p${n}` })) }] });
    const network = networkFetch();
    const slow: RecordedFetch = Object.assign(async (...args: Parameters<RecordedFetch>) => {
      const response = await network(...args);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return response;
    }, { requests: network.requests });
    try {
      const { rows } = await read({ max_results: 120, timeout: 2, base_url: server.dataApiUrl }, slow);
      expect(rows).toHaveLength(120);
      const [first, second] = network.requests.map((request) => request.init.timeoutMs ?? Infinity);
      expect(first).toBeLessThanOrEqual(2000);
      expect(second).toBeLessThanOrEqual(2000 - 250);
    } finally {
      await server.close();
    }
  });

  it('names YouTube Comments in its failures: no key, no address, a refused key, comments off, no connection, a bad base URL', async () => {
    expect((await read({ api_key: ' ' })).error).toBe(componentMessages.YOUTUBE_COMMENTS_API_KEY_MISSING());
    expect((await read({ video_url: '  ' })).error).toBe(componentMessages.YOUTUBE_COMMENTS_VIDEO_URL_NONE());
    expect((await read({ api_key: 'wrong' })).error).toBe(componentMessages.YOUTUBE_COMMENTS_REFUSED({ status: 400, detail: 'API key not valid. Please pass a valid API key.' }));
    expect((await read({ video_url: 'https://youtu.be/closedvideo' })).error).toBe(
      componentMessages.YOUTUBE_COMMENTS_REFUSED({ status: 403, detail: 'The video identified by the videoId parameter has disabled comments.' }),
    );
    const port = await closedPort();
    const unreachable = (await read({ base_url: `http://127.0.0.1:${port}` })).error;
    expect(unreachable).toContain(`YouTube 评论无法连接 http://127.0.0.1:${port}/commentThreads`);
    // The key is in no URL, so no failure that names one (nor a proxy's log) shows it.
    expect(unreachable).not.toContain(KEY);
    expect((await read({ base_url: 'ftp://x' })).error).toBe(componentMessages.YOUTUBE_COMMENTS_BASE_URL_INVALID({ url: 'ftp://x' }));
  });
});
