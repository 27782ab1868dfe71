// One web page through the server's guarded fetch: its readable text (or its HTML), title and
// links. The URL loader and the web fetch tool share it. PDFs and Word documents behind a URL are
// read like uploaded files.
import type { EngineServices, OutboundFetch } from '@app/engine';
import { computeTask, offload } from '../compute/offload';
import { ComponentError, componentError, withCauses } from '../messages';
import { decodeText, documentText, extensionOf, isDocumentExtension, type DocumentExtension } from './documentText';
import { declaredCharset, pageLinks, readHtml } from './htmlText';

export const PAGE_FORMATS = ['Text', 'HTML'] as const;

export type PageFormat = (typeof PAGE_FORMATS)[number];

export interface WebPage {
  /** Where the page came from after redirects. */
  url: string;
  title: string;
  /** Readable text, or the HTML itself in the HTML format. */
  text: string;
  content_type: string;
  /** The page's links; empty for anything but HTML. */
  links: string[];
}

export interface PageRequest {
  format: PageFormat;
  timeoutMs: number;
  headers: Record<string, string>;
  signal: AbortSignal;
  /** The server's services: parsing a large page or a document happens off its event loop. */
  services: EngineServices;
}

const ACCEPT = 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.8,*/*;q=0.5';

/** A typed address as an absolute http(s) URL; an address without a scheme gets https://. */
export function webUrl(text: string): string {
  const trimmed = text.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw componentError('URL_INVALID', { url: trimmed });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') throw componentError('URL_INVALID', { url: trimmed });
  return url.href;
}

/** Header values of the dict field as text; empty names are dropped. */
export function headerRecord(headers: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers ?? {})
      .filter(([name]) => name.trim() !== '')
      .map(([name, value]) => [name.trim(), typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

const CONTENT_TYPES: ReadonlyArray<[RegExp, DocumentExtension]> = [
  [/^(text\/html|application\/xhtml\+xml)$/, 'html'],
  [/^application\/pdf$/, 'pdf'],
  [/^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document$/, 'docx'],
  [/^(application|text)\/([\w.-]+\+)?json$/, 'json'],
  [/^(application|text)\/([\w.-]+\+)?xml$/, 'xml'],
  [/^text\//, 'txt'],
];

/** How to read a response: by its content type, else by the URL's extension, else by a look at the bytes. */
function documentKind(mime: string, url: string, bytes: Uint8Array): DocumentExtension | undefined {
  if (mime !== '' && mime !== 'application/octet-stream') return CONTENT_TYPES.find(([pattern]) => pattern.test(mime))?.[1];
  const extension = extensionOf(new URL(url).pathname);
  if (isDocumentExtension(extension)) return extension;
  const start = new TextDecoder('latin1').decode(bytes.subarray(0, 512)).trimStart();
  if (start.startsWith('%PDF-')) return 'pdf';
  return start.startsWith('<') ? 'html' : 'txt';
}

/** A failed request as the component's error; the server's own messages already name the URL. */
export function fetchFailure(url: string, error: unknown): ComponentError {
  const detail = error instanceof Error ? error.message : String(error);
  const failure = detail.includes(url) ? componentError('URL_FETCH_REFUSED', { detail }) : componentError('URL_FETCH_FAILED', { url, detail });
  return withCauses(failure, { detail: error });
}

async function request(fetch: OutboundFetch, url: string, options: PageRequest): Promise<{ response: Response; bytes: Uint8Array }> {
  try {
    const response = await fetch(url, {
      headers: { accept: ACCEPT, ...options.headers },
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw componentError('URL_HTTP_STATUS', { url, status: response.status });
    }
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  } catch (error) {
    // A cancelled build stays a cancellation, not a fetch failure.
    if (options.signal.aborted) throw error;
    if (error instanceof ComponentError) throw error;
    throw fetchFailure(url, error);
  }
}

export async function fetchPage(fetch: OutboundFetch, url: string, options: PageRequest): Promise<WebPage> {
  const { response, bytes } = await request(fetch, url, options);
  const finalUrl = response.url || url;
  const contentType = response.headers.get('content-type') ?? '';
  const [mime = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))?.slice('charset='.length).replace(/"/g, '');
  const kind = documentKind(mime, finalUrl, bytes);
  if (kind === undefined) throw componentError('URL_UNSUPPORTED_CONTENT', { url: finalUrl, type: mime });
  const body: PageBody = { url: finalUrl, bytes, mime, charset, kind, format: options.format };
  const heavy = kind === 'pdf' || kind === 'docx';
  return offload(options, readPageTask, body, heavy ? Number.POSITIVE_INFINITY : bytes.length);
}

interface PageBody {
  url: string;
  bytes: Uint8Array;
  mime: string;
  charset: string | undefined;
  kind: DocumentExtension;
  format: PageFormat;
}

/** A fetched body as a page: documents as their text, HTML as its readable text (or itself), title and links. */
async function readPage({ url, bytes, mime, charset, kind, format }: PageBody): Promise<WebPage> {
  if (kind !== 'html' && kind !== 'htm') {
    const text = await documentText({ name: url, bytes, extension: kind, charset });
    return { url, title: '', text, content_type: mime, links: [] };
  }
  const html = decodeText(bytes, charset ?? declaredCharset(new TextDecoder('latin1').decode(bytes.subarray(0, 2048))));
  const { title, text } = await readHtml(html);
  return { url, title, text: format === 'HTML' ? html : text, content_type: mime || 'text/html', links: await pageLinks(html, url) };
}

export const readPageTask = computeTask('readPage', readPage);
