// A local stand-in for the parts of YouTube Langflow's YouTube components use, started by the test
// on a free port. Under /youtube/v3, the Data API's commentThreads list (the key as Google takes
// it: the `x-goog-api-key` header, else `key` in the query; pages of maxResults threads with a
// nextPageToken, Google's error bodies). At the root, what the
// youtube-transcript-api library reads: the watch page with its INNERTUBE_API_KEY (behind a cookie
// consent form when asked), the innertube player listing caption tracks whose baseUrl points back
// here, and /api/timedtext answering the track's <text start dur> XML, translated on `tlang`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface YouTubeTestComment {
  id: string;
  author: string;
  text: string;
  likes: number;
  publishedAt: string;
  replies?: Array<{ id: string; author: string; text: string; likes: number; publishedAt: string }>;
}

export interface YouTubeTestCaptionTrack {
  languageCode: string;
  name: string;
  /** An automatic (asr) track rather than a written one. */
  generated?: boolean;
  translatable?: boolean;
  snippets: Array<{ start: number; dur: number; text: string }>;
}

export interface YouTubeTestVideo {
  id: string;
  /** Undefined: comments are turned off (403 commentsDisabled). */
  comments?: YouTubeTestComment[];
  /** Undefined: the player lists no captions. */
  captions?: YouTubeTestCaptionTrack[];
  /** The player's playability when the video cannot be played, e.g. { status: 'LOGIN_REQUIRED', reason: 'Sign in to confirm your age' }. */
  playability?: { status: string; reason: string };
}

export interface YouTubeTestServerOptions {
  apiKey: string;
  videos: YouTubeTestVideo[];
  /** Languages the player offers translations into, code → name. */
  translations?: Record<string, string>;
  /** The watch page asks for cookie consent until a CONSENT cookie is sent. */
  consent?: boolean;
}

export interface YouTubeTestServer {
  /** http://127.0.0.1:<port>, YouTube's own address to set. */
  url: string;
  /** `url`/youtube/v3, the Data API's address to set. */
  dataApiUrl: string;
  /** Each request served: method, path with query, cookie, the x-goog-api-key header, and body text. */
  requests: Array<{ method: string; path: string; cookie: string | undefined; apiKey: string | undefined; body: string }>;
  close(): Promise<void>;
}

/** The innertube key the watch page gives; the player accepts only it. */
export const YOUTUBE_TEST_INNERTUBE_KEY = 'AIzaSyLocalInnertubeKey_0123456789';
const CONSENT_VALUE = 'cb.20210328-17-p0.en+FX+123';

const googleError = (code: number, message: string, reason: string) => ({ error: { code, message, errors: [{ message, domain: 'youtube.commentThread', reason }] } });

function commentResource(comment: YouTubeTestComment | NonNullable<YouTubeTestComment['replies']>[number], videoId: string, parentId?: string) {
  return {
    kind: 'youtube#comment',
    id: comment.id,
    snippet: {
      videoId,
      textDisplay: comment.text,
      textOriginal: comment.text,
      ...(parentId === undefined ? { authorChannelUrl: `http://www.youtube.com/@${comment.author}` } : { parentId }),
      authorDisplayName: `@${comment.author}`,
      likeCount: comment.likes,
      publishedAt: comment.publishedAt,
      updatedAt: comment.publishedAt,
    },
  };
}

function commentThreads(options: YouTubeTestServerOptions, query: URLSearchParams, headerKey: string | undefined): [number, unknown] {
  if ((headerKey ?? query.get('key')) !== options.apiKey) return [400, googleError(400, 'API key not valid. Please pass a valid API key.', 'keyInvalid')];
  const video = options.videos.find((candidate) => candidate.id === query.get('videoId'));
  if (!video) return [404, googleError(404, 'The video identified by the videoId parameter could not be found.', 'videoNotFound')];
  if (!video.comments) return [403, googleError(403, 'The video identified by the videoId parameter has disabled comments.', 'commentsDisabled')];
  const offset = Number(query.get('pageToken') ?? 0);
  const size = Math.min(100, Number(query.get('maxResults') ?? 20));
  const sorted = query.get('order') === 'time' ? [...video.comments].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)) : video.comments;
  const page = sorted.slice(offset, offset + size);
  const items = page.map((comment) => ({
    kind: 'youtube#commentThread',
    id: comment.id,
    snippet: { videoId: video.id, topLevelComment: commentResource(comment, video.id), canReply: true, totalReplyCount: comment.replies?.length ?? 0, isPublic: true },
    ...(comment.replies?.length ? { replies: { comments: comment.replies.map((reply) => commentResource(reply, video.id, comment.id)) } } : {}),
  }));
  const next = offset + size < sorted.length ? { nextPageToken: String(offset + size) } : {};
  return [200, { kind: 'youtube#commentThreadListResponse', pageInfo: { totalResults: items.length, resultsPerPage: size }, ...next, items }];
}

function watchPage(options: YouTubeTestServerOptions, cookie: string | undefined): string {
  if (options.consent && cookie !== `CONSENT=YES+${CONSENT_VALUE}`) {
    return `<html><body><form action="https://consent.youtube.com/s" method="POST"><input type="hidden" name="v" value="${CONSENT_VALUE}"><button>Accept all</button></form></body></html>`;
  }
  return `<html><head><script>ytcfg.set({"INNERTUBE_API_KEY":"${YOUTUBE_TEST_INNERTUBE_KEY}","INNERTUBE_CLIENT_NAME":"WEB"});</script></head><body></body></html>`;
}

const label = (text: string) => ({ runs: [{ text }] });

function player(options: YouTubeTestServerOptions, base: string, key: string | null, body: string): [number, unknown] {
  if (key !== YOUTUBE_TEST_INNERTUBE_KEY) return [400, { error: { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT' } }];
  const { videoId, context } = JSON.parse(body) as { videoId?: string; context?: { client?: { clientName?: string } } };
  if (context?.client?.clientName !== 'ANDROID') return [200, { playabilityStatus: { status: 'OK' } }];
  const video = options.videos.find((candidate) => candidate.id === videoId);
  if (!video) return [200, { playabilityStatus: { status: 'ERROR', reason: 'This video is unavailable' } }];
  if (video.playability) return [200, { playabilityStatus: video.playability }];
  if (!video.captions) return [200, { playabilityStatus: { status: 'OK' }, videoDetails: { videoId } }];
  const captionTracks = video.captions.map((track) => ({
    baseUrl: `${base}/api/timedtext?v=${video.id}&lang=${track.languageCode}${track.generated ? '&kind=asr' : ''}&fmt=srv3`,
    name: label(track.name),
    languageCode: track.languageCode,
    ...(track.generated ? { kind: 'asr' } : {}),
    isTranslatable: track.translatable === true,
  }));
  const translationLanguages = Object.entries(options.translations ?? {}).map(([languageCode, name]) => ({ languageCode, languageName: label(name) }));
  return [200, { playabilityStatus: { status: 'OK' }, captions: { playerCaptionsTracklistRenderer: { captionTracks, translationLanguages } } }];
}

/** YouTube escapes a caption's text twice (an apostrophe arrives as &amp;#39;). */
const twiceEscaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#39;').replaceAll('&', '&amp;');

function timedText(options: YouTubeTestServerOptions, query: URLSearchParams): [number, string] {
  if (query.get('fmt') === 'srv3') return [400, 'the stand-in serves the plain timed text format only'];
  const video = options.videos.find((candidate) => candidate.id === query.get('v'));
  const generated = query.get('kind') === 'asr';
  const track = video?.captions?.find((candidate) => candidate.languageCode === query.get('lang') && (candidate.generated === true) === generated);
  if (!track) return [404, ''];
  const tlang = query.get('tlang');
  const texts = track.snippets.map((snippet) => `<text start="${snippet.start}" dur="${snippet.dur}">${twiceEscaped(tlang ? `[${tlang}] ${snippet.text.trim()}` : snippet.text)}</text>`);
  return [200, `<?xml version="1.0" encoding="utf-8" ?><transcript>${texts.join('')}</transcript>`];
}

export async function startYouTubeTestServer(options: YouTubeTestServerOptions): Promise<YouTubeTestServer> {
  const requests: YouTubeTestServer['requests'] = [];
  let base = '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const cookie = request.headers.cookie;
    const apiKey = request.headers['x-goog-api-key'] as string | undefined;
    requests.push({ method, path: request.url ?? '/', cookie, apiKey, body });
    const url = new URL(request.url ?? '/', base);
    const json = ([status, answer]: [number, unknown]) => response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(answer));
    if (method === 'GET' && url.pathname === '/youtube/v3/commentThreads') return void json(commentThreads(options, url.searchParams, apiKey));
    if (method === 'GET' && url.pathname === '/watch') return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(watchPage(options, cookie));
    if (method === 'POST' && url.pathname === '/youtubei/v1/player') return void json(player(options, base, url.searchParams.get('key'), body));
    if (method === 'GET' && url.pathname === '/api/timedtext') {
      const [status, xml] = timedText(options, url.searchParams);
      return void response.writeHead(status, { 'content-type': 'text/xml; charset=UTF-8' }).end(xml);
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, dataApiUrl: `${base}/youtube/v3`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
