// Web pages as readable text: the words a reader sees (no scripts, styles or images), headings
// and lists kept as lines, tables as aligned columns; plus the page title and the links a crawl
// follows. The two HTML libraries (about 13 MB of memory) load with the first page read: a server
// that never reads one never holds them (issue 19).
import type { HtmlToTextOptions } from 'html-to-text';

export interface HtmlPage {
  title: string;
  text: string;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } }));

const READABLE_TEXT: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    // The title is reported on its own; pages written without <head> would repeat it in the text.
    { selector: 'title', format: 'skip' },
    { selector: 'noscript', format: 'skip' },
    { selector: 'template', format: 'skip' },
    { selector: 'svg', format: 'skip' },
    { selector: 'iframe', format: 'skip' },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ...HEADINGS,
  ],
};

/** The page's title and its readable text. */
export async function readHtml(html: string): Promise<HtmlPage> {
  const [{ parse }, { convert }] = await Promise.all([import('node-html-parser'), import('html-to-text')]);
  const title = parse(html).querySelector('title')?.text.trim() ?? '';
  return { title, text: convert(html, READABLE_TEXT).trim() };
}

/** The http(s) links of a page, absolute, without fragments unless kept, each once, in page order. */
export async function pageLinks(html: string, pageUrl: string, { keepFragments = false } = {}): Promise<string[]> {
  const { parse } = await import('node-html-parser');
  const links = new Set<string>();
  for (const anchor of parse(html).querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href');
    if (href === undefined) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    if (!keepFragments) url.hash = '';
    links.add(url.href);
  }
  return [...links];
}

/** The charset a page declares in a `<meta>` near its start, for pages served without one. */
export function declaredCharset(head: string): string | undefined {
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}
