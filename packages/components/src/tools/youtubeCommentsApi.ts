// The YouTube Data API v3's comment threads on the wire (GET {base}/commentThreads, the key as the
// `key` parameter, as Google's client sends a developer key), page after page until enough
// threads are read, and each thread read into Langflow's rows: the top comment, then its replies.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { createData, isPlainObject, type Data } from '../values/data';
import { refusalDetail, serviceText, serviceUrl, type SearchService } from './searchService';

export const YOUTUBE_DATA_BASE_URL = 'https://www.googleapis.com/youtube/v3';
export const YOUTUBE_COMMENT_ORDERS = ['time', 'relevance'] as const;
/** The most threads YouTube gives in one page. */
const PAGE_MAX = 100;

const YOUTUBE_DATA: SearchService = { base: YOUTUBE_DATA_BASE_URL, codes: { baseUrl: 'YOUTUBE_COMMENTS_BASE_URL_INVALID', unreachable: 'YOUTUBE_COMMENTS_UNREACHABLE' } };

export interface YouTubeCommentSettings {
  readonly api_key: string;
  readonly video_url: string;
  readonly max_results: number;
  readonly sort_by: string;
  readonly include_replies: boolean;
  readonly include_metrics: boolean;
  readonly base_url: string;
  readonly timeout: number;
}

/** The video's id in a watch, short, embed or youtu.be address; anything else is taken as the id itself (as Langflow does). */
export function youtubeVideoId(videoUrl: string): string {
  const match = /(?:youtube\.com\/watch\?v=|youtu.be\/|youtube.com\/embed\/)([^&\n?#]+)/.exec(videoUrl) ?? /youtube.com\/shorts\/([^&\n?#]+)/.exec(videoUrl);
  return match?.[1] ?? videoUrl.trim();
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (isPlainObject(value) ? value : {});

/** One top comment or reply as Langflow's row (the metrics when asked; a reply has no replies). */
function commentRow(comment: Json, parentId: string, replyCount: unknown, settings: YouTubeCommentSettings, videoId: string): Record<string, unknown> {
  const snippet = object(comment.snippet);
  const reply = parentId !== '';
  return {
    video_id: videoId,
    video_url: settings.video_url,
    comment_id: comment.id,
    parent_comment_id: parentId,
    is_reply: reply,
    author: snippet.authorDisplayName,
    // Langflow's reply rows have no channel or update time: its table leaves them empty.
    author_channel_url: reply ? null : (snippet.authorChannelUrl ?? ''),
    text: snippet.textDisplay,
    published_at: snippet.publishedAt,
    updated_at: reply ? null : snippet.updatedAt,
    ...(settings.include_metrics ? { like_count: snippet.likeCount, reply_count: reply ? 0 : replyCount } : {}),
  };
}

/** One thread's rows: its top comment, then (when asked) the replies YouTube sent along. */
export function threadRows(thread: unknown, settings: YouTubeCommentSettings, videoId: string): Data[] {
  const snippet = object(object(thread).snippet);
  const top = object(snippet.topLevelComment);
  if (!isPlainObject(top.snippet)) throw componentError('YOUTUBE_COMMENTS_ANSWER_UNREADABLE', { detail: 'a comment thread without "topLevelComment"' });
  const rows = [commentRow(top, '', snippet.totalReplyCount, settings, videoId)];
  const replies = object(object(thread).replies).comments;
  if (settings.include_replies && Number(snippet.totalReplyCount) > 0 && Array.isArray(replies)) {
    rows.push(...replies.map((reply) => commentRow(object(reply), String(top.id), 0, settings, videoId)));
  }
  return rows.map((row) => createData(row));
}

interface Page {
  readonly count: number;
  readonly token: string | undefined;
  /** When the whole reading must be done by, in ms since the epoch. */
  readonly deadline: number;
}

async function commentPage(fetch: OutboundFetch, settings: YouTubeCommentSettings, videoId: string, page: Page, signal: AbortSignal): Promise<Json> {
  const params = new URLSearchParams({ part: 'snippet,replies', videoId, maxResults: String(page.count), order: settings.sort_by, textFormat: 'plainText' });
  if (page.token !== undefined) params.set('pageToken', page.token);
  const url = `${serviceUrl(YOUTUBE_DATA, settings.base_url)}/commentThreads?${params.toString()}`;
  // The key in Google's header, not the URL: a URL is shown in failures and written in logs.
  const headers = { accept: 'application/json', 'x-goog-api-key': settings.api_key };
  const { response, body } = await serviceText(YOUTUBE_DATA, fetch, url, { headers, timeoutMs: Math.max(1, page.deadline - Date.now()), signal });
  if (!response.ok) throw componentError('YOUTUBE_COMMENTS_REFUSED', { status: response.status, detail: refusalDetail(body, ['error.message']) });
  try {
    return object(JSON.parse(body));
  } catch (error) {
    throw componentError('YOUTUBE_COMMENTS_ANSWER_UNREADABLE', { detail: (error as Error).message });
  }
}

/** The first `max_results` threads of the video as rows, reading further pages while YouTube has them, all within the timeout. */
export async function youtubeComments(fetch: OutboundFetch, settings: YouTubeCommentSettings, signal: AbortSignal): Promise<Data[]> {
  const videoId = youtubeVideoId(settings.video_url);
  const rows: Data[] = [];
  let threads = 0;
  let pageToken: string | undefined;
  const deadline = Date.now() + settings.timeout * 1000;
  do {
    const page = await commentPage(fetch, settings, videoId, { count: Math.min(PAGE_MAX, settings.max_results - threads), token: pageToken, deadline }, signal);
    const items = Array.isArray(page.items) ? page.items.slice(0, settings.max_results - threads) : [];
    for (const thread of items) rows.push(...threadRows(thread, settings, videoId));
    threads += items.length;
    pageToken = typeof page.nextPageToken === 'string' && items.length > 0 ? page.nextPageToken : undefined;
  } while (pageToken !== undefined && threads < settings.max_results);
  return rows;
}
