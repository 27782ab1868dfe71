// A YouTube video's captions the way the youtube-transcript-api library that Langflow relies on
// reads them, there being no API for them with a plain key: the watch page gives the innertube key,
// the innertube player (as YouTube's Android client) lists the caption tracks, and the chosen
// track's timed text is XML of <text start dur> snippets. Each step's refusal names the component.
import type { OutboundFetch, OutboundRequest } from '@app/engine';
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';
import { serviceText, serviceUrl, type SearchService } from './searchService';

export const YOUTUBE_BASE_URL = 'https://www.youtube.com';
const YOUTUBE: SearchService = { base: YOUTUBE_BASE_URL, codes: { baseUrl: 'YOUTUBE_TRANSCRIPTS_BASE_URL_INVALID', unreachable: 'YOUTUBE_TRANSCRIPTS_UNREACHABLE' } };
/** The client the library presents itself as: its player answer lists caption tracks without a PO token. */
const PLAYER_CLIENT = { clientName: 'ANDROID', clientVersion: '20.10.38' };
/** LangChain's hosts for a video address. */
const VIDEO_HOSTS = new Set(['youtu.be', 'm.youtube.com', 'youtube.com', 'www.youtube.com', 'www.youtube-nocookie.com', 'vid.plus']);
const CONSENT_FORM = 'action="https://consent.youtube.com/s"';

export interface TranscriptRequest {
  readonly videoId: string;
  /** Language codes, the first the library has wins; English when none of them is there. */
  readonly languages: readonly string[];
  /** A language to have YouTube translate the transcript into; empty for none. */
  readonly translation: string;
  readonly base_url: string;
  readonly timeout: number;
}

export interface TranscriptSnippet {
  readonly text: string;
  readonly start: number;
  readonly duration: number;
}

/** The video id of a YouTube address as LangChain reads it (`watch?v=` or the last path segment, 11 characters); undefined otherwise. */
export function transcriptVideoId(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (!['http:', 'https:'].includes(url.protocol) || !VIDEO_HOSTS.has(url.host)) return undefined;
  const id = url.pathname.endsWith('/watch') ? (url.searchParams.get('v') ?? '') : (url.pathname.split('/').pop() ?? '');
  return id.length === 11 ? id : undefined;
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (isPlainObject(value) ? value : {});
/** A label as YouTube writes it: the first of its runs, or its simple text. */
function runText(value: unknown): string {
  const label = object(value);
  const runs = Array.isArray(label.runs) ? label.runs : [];
  return String(object(runs[0]).text ?? label.simpleText ?? '');
}

interface Exchange {
  readonly fetch: OutboundFetch;
  readonly signal: AbortSignal;
  /** When the whole handshake must be done by, in ms since the epoch. */
  readonly deadline: number;
  cookie?: string;
}

/** One request of the handshake; too many requests means YouTube blocks this server. */
async function request(exchange: Exchange, url: string, init: OutboundRequest = {}): Promise<string> {
  const headers = { 'accept-language': 'en-US', ...(exchange.cookie ? { cookie: exchange.cookie } : {}), ...init.headers };
  const timeoutMs = Math.max(1, exchange.deadline - Date.now());
  const { response, body } = await serviceText(YOUTUBE, exchange.fetch, url, { ...init, headers, timeoutMs, signal: exchange.signal });
  if (response.status === 429) throw componentError('YOUTUBE_TRANSCRIPTS_BLOCKED');
  if (!response.ok) throw componentError('YOUTUBE_TRANSCRIPTS_REFUSED', { status: response.status, detail: body.trim().slice(0, 300) });
  return body;
}

/** The watch page, past YouTube's cookie consent (answered yes, as the library does) where it asks. */
async function watchPage(exchange: Exchange, base: string, videoId: string): Promise<string> {
  const url = `${base}/watch?v=${encodeURIComponent(videoId)}`;
  const html = await request(exchange, url);
  if (!html.includes(CONSENT_FORM)) return html;
  const consent = /name="v" value="(.*?)"/.exec(html);
  if (!consent) throw componentError('YOUTUBE_TRANSCRIPTS_ANSWER_UNREADABLE', { detail: 'YouTube asked for cookie consent without a consent value' });
  exchange.cookie = `CONSENT=YES+${consent[1]}`;
  const again = await request(exchange, url);
  if (again.includes(CONSENT_FORM)) throw componentError('YOUTUBE_TRANSCRIPTS_ANSWER_UNREADABLE', { detail: 'YouTube kept asking for cookie consent' });
  return again;
}

/** The page's innertube key (its quotes may be written as HTML entities); a captcha page means YouTube blocks this server. */
function innertubeKey(html: string): string {
  const match = /(?:"|&quot;)INNERTUBE_API_KEY(?:"|&quot;):\s*(?:"|&quot;)([a-zA-Z0-9_-]+)(?:"|&quot;)/.exec(html);
  if (match?.[1]) return match[1];
  if (html.includes('class="g-recaptcha"')) throw componentError('YOUTUBE_TRANSCRIPTS_BLOCKED');
  throw componentError('YOUTUBE_TRANSCRIPTS_ANSWER_UNREADABLE', { detail: 'no INNERTUBE_API_KEY on the watch page' });
}

/** The player's caption list, or why the video gives none (unplayable, blocked as a bot, captions off). */
function captionList(player: Json, videoId: string): Json {
  const playability = object(player.playabilityStatus);
  const status = playability.status;
  if (status !== undefined && status !== 'OK') {
    const reason = String(playability.reason ?? status);
    if (status === 'LOGIN_REQUIRED' && reason.startsWith("Sign in to confirm you're not a bot")) throw componentError('YOUTUBE_TRANSCRIPTS_BLOCKED');
    const subreasons = object(object(playability.errorScreen).playerErrorMessageRenderer).subreason;
    const more = Array.isArray(object(subreasons).runs) ? (object(subreasons).runs as unknown[]).map((run) => String(object(run).text ?? '')).join('') : '';
    throw componentError('YOUTUBE_TRANSCRIPTS_UNPLAYABLE', { video: videoId, reason: more === '' ? reason : `${reason} ${more}` });
  }
  const list = object(player.captions).playerCaptionsTracklistRenderer;
  if (!isPlainObject(list) || !Array.isArray(list.captionTracks)) throw componentError('YOUTUBE_TRANSCRIPTS_DISABLED', { video: videoId });
  return list;
}

interface Track {
  readonly url: string;
  readonly language: string;
  readonly code: string;
  readonly generated: boolean;
  readonly translatable: boolean;
}

/** The track for the first language that has one, written ones before generated ones; English when none has. */
function chooseTrack(list: Json, languages: readonly string[], videoId: string): Track {
  const tracks: Track[] = (list.captionTracks as unknown[]).map(object).map((track) => ({
    // The library asks for the plain timed text format, not srv3.
    url: String(track.baseUrl ?? '').replace('&fmt=srv3', ''),
    language: runText(track.name),
    code: String(track.languageCode ?? ''),
    generated: track.kind === 'asr',
    translatable: track.isTranslatable === true,
  }));
  const find = (codes: readonly string[]) =>
    codes.flatMap((code) => [tracks.find((track) => !track.generated && track.code === code), tracks.find((track) => track.generated && track.code === code)]).find((track) => track !== undefined);
  const track = find(languages) ?? find(['en']);
  if (track) return track;
  const available = tracks.map((candidate) => `${candidate.code} (${candidate.language}${candidate.generated ? ', generated' : ''})`).join(', ');
  throw componentError('YOUTUBE_TRANSCRIPTS_NOT_FOUND', { video: videoId, languages: languages.join(', '), available: available || '—' });
}

/** The track's URL for the translation asked for, where YouTube offers that language. */
function translatedUrl(list: Json, track: Track, language: string, videoId: string): string {
  if (language === '') return track.url;
  const offered = Array.isArray(list.translationLanguages) ? list.translationLanguages.map((entry) => object(entry).languageCode) : [];
  if (!track.translatable || !offered.includes(language)) throw componentError('YOUTUBE_TRANSCRIPTS_TRANSLATION_UNAVAILABLE', { video: videoId, language });
  return `${track.url}&tlang=${encodeURIComponent(language)}`;
}

/** The timed text's snippets: each <text>'s words (YouTube escapes them twice, and may mark them up), start and duration in seconds. */
export async function timedTextSnippets(xml: string): Promise<TranscriptSnippet[]> {
  const { parseDocument, DomUtils: dom } = await import('htmlparser2');
  const texts = dom.getElementsByTagName('text', parseDocument(xml, { xmlMode: true }).children, true);
  return texts
    .filter((element) => element.children.length > 0)
    .map((element) => ({
      // The XML gives the text unescaped once; reading it again as HTML unescapes the rest, and the markup goes as the library drops it.
      text: dom.textContent(parseDocument(dom.textContent(element))).replace(/<[^>]*>/g, ''),
      start: Number(element.attribs.start ?? 0),
      duration: Number(element.attribs.dur ?? 0),
    }));
}

/** The video's transcript as snippets, through the watch page, the player and the chosen track. */
export async function youtubeTranscript(fetch: OutboundFetch, settings: TranscriptRequest, signal: AbortSignal): Promise<TranscriptSnippet[]> {
  const base = serviceUrl(YOUTUBE, settings.base_url);
  const exchange: Exchange = { fetch, signal, deadline: Date.now() + settings.timeout * 1000 };
  const key = innertubeKey(await watchPage(exchange, base, settings.videoId));
  const playerBody = JSON.stringify({ context: { client: PLAYER_CLIENT }, videoId: settings.videoId });
  const playerText = await request(exchange, `${base}/youtubei/v1/player?key=${encodeURIComponent(key)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: playerBody });
  let player: unknown;
  try {
    player = JSON.parse(playerText);
  } catch (error) {
    throw componentError('YOUTUBE_TRANSCRIPTS_ANSWER_UNREADABLE', { detail: `player: ${(error as Error).message}` });
  }
  const list = captionList(object(player), settings.videoId);
  const url = translatedUrl(list, chooseTrack(list, settings.languages, settings.videoId), settings.translation, settings.videoId);
  if (url.includes('&exp=xpe')) throw componentError('YOUTUBE_TRANSCRIPTS_ANSWER_UNREADABLE', { detail: 'YouTube asks for a PO token for this track' });
  return timedTextSnippets(await request(exchange, new URL(url, `${base}/`).href));
}
