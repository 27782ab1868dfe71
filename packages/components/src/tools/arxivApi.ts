// arXiv's query API on the wire (GET {base}/query?search_query=<field>:<query>&max_results=<n>):
// the URL built from the component's settings, and the Atom feed read into Langflow's rows, one
// per paper. Failures name the component, for the people who set its address.
import type { OutboundFetch } from '@app/engine';
import type { DomUtils as XmlDom } from 'htmlparser2';
import { computeTask, offload, type OffloadContext } from '../compute/offload';
import { componentError } from '../messages';
import { createData, type Data } from '../values/data';
import { serviceUrl, serviceText } from './searchService';

export const ARXIV_BASE_URL = 'https://export.arxiv.org/api';
/** Langflow's field names; cat is a subject category such as cs.AI. */
export const ARXIV_SEARCH_TYPES = ['all', 'title', 'abstract', 'author', 'cat'] as const;

/** arXiv's own field prefixes: Langflow sends its names as they are, which arXiv does not know. */
const FIELD_PREFIXES: Readonly<Record<string, string>> = { all: 'all', title: 'ti', abstract: 'abs', author: 'au', cat: 'cat' };

const ARXIV = { base: ARXIV_BASE_URL, codes: { baseUrl: 'ARXIV_BASE_URL_INVALID', unreachable: 'ARXIV_UNREACHABLE' } } as const;

export interface ArxivSettings {
  readonly search_query: string;
  readonly search_type: string;
  readonly max_results: number;
  readonly base_url: string;
  readonly timeout: number;
}

/** The query URL; an unknown field searches all of them, as arXiv's `all:` does. */
export function arxivQueryUrl(settings: ArxivSettings): string {
  const prefix = FIELD_PREFIXES[settings.search_type] ?? 'all';
  const params = new URLSearchParams({ search_query: `${prefix}:${settings.search_query}`, max_results: String(settings.max_results) });
  return `${serviceUrl(ARXIV, settings.base_url)}/query?${params.toString()}`;
}

type DomUtils = typeof XmlDom;
type XmlElement = ReturnType<DomUtils['getElementsByTagName']>[number];
interface Feed {
  readonly dom: DomUtils;
  readonly entries: XmlElement[];
}

/** The feed's entries; undefined when the text is no Atom feed (a throttled arXiv answers in plain text). */
async function readFeed(xml: string): Promise<Feed | undefined> {
  // The XML parser loads with the first search, like the HTML ones (issue 19).
  const { parseDocument, DomUtils: dom } = await import('htmlparser2');
  const [feed] = dom.getElementsByTagName('feed', parseDocument(xml, { xmlMode: true }).children, false, 1);
  return feed && { dom, entries: dom.getElementsByTagName('entry', feed.children, false) };
}

/** Why arXiv refused: it answers a query it cannot read with one entry saying so, often as 200 OK. */
function refusal({ dom, entries }: Feed): string | undefined {
  const failure = entries.find((entry) => (childText(dom, entry, 'id') ?? '').includes('arxiv.org/api/errors'));
  return failure && (childText(dom, failure, 'summary') ?? '');
}

/** What a feed says: papers as Langflow's rows, a refusal, or nothing readable. */
export type ArxivFeed = { readonly papers: Data[] } | { readonly refused: string } | { readonly unreadable: true };

/** Reads the feed's text (XML); plain values only, so a compute worker can run it. */
export async function readArxivFeed(xml: string): Promise<ArxivFeed> {
  const feed = await readFeed(xml);
  if (!feed) return { unreadable: true };
  const detail = refusal(feed);
  return detail === undefined ? { papers: feed.entries.map((entry) => createData(paper(feed.dom, entry))) } : { refused: detail };
}

/** Parsing a feed of many papers could hold the event loop: large ones go to the compute service. */
export const readArxivFeedTask = computeTask('readArxivFeed', readArxivFeed);

function paper(dom: DomUtils, entry: XmlElement): Record<string, unknown> {
  const children = (name: string) => dom.getElementsByTagName(name, entry.children, false);
  const link = (rel: string) => children('link').find((element) => element.attribs.rel === rel)?.attribs.href ?? null;
  return {
    id: childText(dom, entry, 'id'),
    title: childText(dom, entry, 'title'),
    summary: childText(dom, entry, 'summary'),
    published: childText(dom, entry, 'published'),
    updated: childText(dom, entry, 'updated'),
    authors: children('author').map((author) => dom.textContent(dom.getElementsByTagName('name', author.children, false, 1))),
    arxiv_url: link('alternate'),
    pdf_url: link('related'),
    comment: childText(dom, entry, 'arxiv:comment'),
    journal_ref: childText(dom, entry, 'arxiv:journal_ref'),
    primary_category: children('arxiv:primary_category')[0]?.attribs.term ?? null,
    categories: children('category').map((category) => category.attribs.term ?? null),
  };
}

/** A child element's trimmed text; null when it is missing or empty, as Langflow gives it. */
function childText(dom: DomUtils, parent: XmlElement, name: string): string | null {
  const [element] = dom.getElementsByTagName(name, parent.children, false, 1);
  const text = element ? dom.textContent(element).trim() : '';
  return text === '' ? null : text;
}

/** One search: the rows, or a coded failure naming arXiv (unreachable, refused, unreadable). */
export async function arxivSearch(context: OffloadContext & { readonly fetch: OutboundFetch }, settings: ArxivSettings): Promise<Data[]> {
  const url = arxivQueryUrl(settings);
  const init = { headers: { accept: 'application/atom+xml' }, timeoutMs: settings.timeout * 1000, signal: context.signal };
  const { response, body } = await serviceText(ARXIV, context.fetch, url, init);
  const feed = await offload(context, readArxivFeedTask, body, body.length);
  // A refusal's reason is its error entry, or the text itself (throttled: "Rate exceeded.").
  if ('refused' in feed) throw componentError('ARXIV_REFUSED', { status: response.status, detail: feed.refused });
  if (!response.ok) throw componentError('ARXIV_REFUSED', { status: response.status, detail: body.trim().slice(0, 500) });
  if ('unreadable' in feed) throw componentError('ARXIV_ANSWER_UNREADABLE', { detail: 'no Atom <feed>' });
  return feed.papers;
}
