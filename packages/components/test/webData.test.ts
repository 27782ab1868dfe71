import { describe, expect, it } from 'vitest';
import { jsonBody, MAX_CRAWL_PAGES, pageForReading, TRUNCATED_NOTE, webUrl, withQuery } from '../src';
import { pdfDocument } from '@app/test-documents';
import { reasonOf } from './support/errors';
import { buildOne, textOf } from './support/flows';
import { pageFetch, type Page } from './support/services';

const ARTICLE = `<html><head><title> Guide </title><style>p{}</style></head><body>
<nav><a href="/about">About</a> <a href="https://other.example/x">Elsewhere</a> <a href="mailto:a@b.c">Mail</a></nav>
<h1>Getting started</h1><p>Install it &amp; run.</p><ul><li>one</li><li>two</li></ul>
<table><tr><th>Name</th><th>Age</th></tr><tr><td>Ann</td><td>31</td></tr></table>
<a href="/docs#part">Docs</a><a href="/docs">Docs again</a></body></html>`;

const SITE: Record<string, Page> = {
  'https://site.example/': { body: ARTICLE, type: 'text/html; charset=utf-8' },
  'https://site.example/about': { body: '<title>About</title><p>About us <a href="/team">team</a></p>', type: 'text/html' },
  'https://site.example/docs': new Error('Refused to fetch https://site.example/docs: the test says no'),
  'https://site.example/team': { body: '<p>Team</p>', type: 'text/html' },
  'https://other.example/x': { body: '<p>Other site</p>', type: 'text/html' },
};

async function loadUrls(values: Record<string, unknown>, pages: Record<string, Page> = SITE) {
  const fetch = pageFetch(pages);
  const run = await buildOne('URLComponent-uuuuu', values, { services: { fetch } });
  return { fetch, output: run.output, error: reasonOf(run.error('URLComponent-uuuuu')), run };
}

describe('URL component', () => {
  it('turns a page into readable text with its title', async () => {
    const { output, fetch } = await loadUrls({ urls: ['site.example/'] });
    const [page] = output.page_results as Array<{ data: Record<string, unknown> }>;
    expect(page?.data).toMatchObject({ url: 'https://site.example/', title: 'Guide', content_type: 'text/html' });
    const text = page?.data.text as string;
    expect(text).toContain('Getting started\n\nInstall it & run.');
    expect(text).toContain(' * one\n * two');
    expect(text).toMatch(/Name +Age\nAnn +31/);
    expect(text).not.toContain('p{}');
    expect(textOf(output.raw_results)).toBe(text);
    expect(fetch.requests[0]?.init).toMatchObject({ timeoutMs: 30_000, headers: { accept: expect.stringContaining('text/html') } });
  });

  it('gives the HTML itself in the HTML format and sends the headers', async () => {
    const { output, fetch } = await loadUrls({ urls: ['https://site.example/about'], format: 'HTML', headers: { 'X-Token': 'abc' }, timeout: 5 });
    expect(textOf(output.raw_results)).toBe('<title>About</title><p>About us <a href="/team">team</a></p>');
    expect(fetch.requests[0]?.init).toMatchObject({ timeoutMs: 5000, headers: { 'X-Token': 'abc' } });
  });

  it('follows links on the same site level by level and skips pages it cannot read', async () => {
    const { output, fetch, run } = await loadUrls({ urls: ['https://site.example/'], max_depth: 3 });
    expect(fetch.requests.map((request) => request.url)).toEqual(['https://site.example/', 'https://site.example/about', 'https://site.example/docs', 'https://site.example/team']);
    expect((output.page_results as Array<{ data: { url: string } }>).map((page) => page.data.url)).toEqual([
      'https://site.example/',
      'https://site.example/about',
      'https://site.example/team',
    ]);
    expect(JSON.stringify(run.events)).toContain('已跳过 https://site.example/docs：Refused to fetch https://site.example/docs: the test says no');
  });

  it('leaves the site when allowed to', async () => {
    const { fetch } = await loadUrls({ urls: ['https://site.example/'], max_depth: 2, prevent_outside: false });
    expect(fetch.requests.map((request) => request.url)).toContain('https://other.example/x');
  });

  it(`stops a crawl after ${MAX_CRAWL_PAGES} pages`, async () => {
    const links = Array.from({ length: 150 }, (_, index) => `<a href="/p${index}">p</a>`).join('');
    const pages: Record<string, Page> = { 'https://big.example/': { body: links, type: 'text/html' } };
    for (let index = 0; index < 150; index += 1) pages[`https://big.example/p${index}`] = { body: 'x', type: 'text/plain' };
    const { output } = await loadUrls({ urls: ['https://big.example/'], max_depth: 2 }, pages);
    expect((output.page_results as unknown[]).length).toBe(MAX_CRAWL_PAGES);
  });

  it('reads PDFs, plain text and pages in a declared Chinese charset', async () => {
    const gbkPage = new Uint8Array([...new TextEncoder().encode('<meta charset="gbk"><p>'), 0xc4, 0xe3, 0xba, 0xc3, ...new TextEncoder().encode('</p>')]);
    const { output } = await loadUrls(
      { urls: ['https://docs.example/a.pdf', 'https://docs.example/b', 'https://docs.example/c'] },
      {
        'https://docs.example/a.pdf': { body: pdfDocument(['PDF words']), type: 'application/pdf' },
        'https://docs.example/b': { body: 'plain', type: 'text/plain' },
        'https://docs.example/c': { body: gbkPage },
      },
    );
    expect(textOf(output.raw_results)).toBe('PDF words\n\nplain\n\n你好');
  });

  it('fails with the reason when a given page cannot be read', async () => {
    expect((await loadUrls({ urls: ['https://site.example/docs'] })).error).toBe('Refused to fetch https://site.example/docs: the test says no');
    expect((await loadUrls({ urls: ['https://site.example/missing'] })).error).toBe('Cannot fetch https://site.example/missing: the server answered HTTP 404.');
    expect((await loadUrls({ urls: ['https://bin.example/'] }, { 'https://bin.example/': { body: 'x', type: 'image/png' } })).error).toBe(
      'Cannot read https://bin.example/: content of type "image/png" is not text, HTML, PDF or DOCX.',
    );
    expect((await loadUrls({ urls: ['ftp://site.example/'] })).error).toBe('Invalid URL "ftp://site.example/": enter an address that starts with http:// or https://.');
    expect((await loadUrls({ urls: ['  '] })).error).toBe('Enter at least one URL.');
  });

  it('refuses to run without the server’s fetch', async () => {
    const run = await buildOne('URLComponent-uuuuu', { urls: ['https://site.example/'] });
    expect(reasonOf(run.error('URLComponent-uuuuu'))).toBe('URL needs network access, but the server provided none.');
  });

  it('reads typed addresses', () => {
    expect(webUrl(' example.com/a b ')).toBe('https://example.com/a%20b');
    expect(webUrl('HTTP://Example.com')).toBe('http://example.com/');
    expect(() => webUrl('javascript:alert(1)')).toThrow('Invalid URL "javascript:alert(1)"');
    expect(() => webUrl('http://')).toThrow('Invalid URL');
  });
});

describe('API Request component', () => {
  async function call(values: Record<string, unknown>, pages: Record<string, Page>) {
    const fetch = pageFetch(pages);
    const run = await buildOne('APIRequest-aaaaa', values, { services: { fetch } });
    return { fetch, data: (run.output.data as { data: Record<string, unknown> } | undefined)?.data, error: reasonOf(run.error('APIRequest-aaaaa')) };
  }

  it('sends a GET with query parameters and parses a JSON answer', async () => {
    const { fetch, data } = await call(
      { url: 'https://api.example/items', query_params: { q: '中文', tag: ['a', 'b'], n: 2 } },
      { 'https://api.example/items?q=%E4%B8%AD%E6%96%87&tag=a&tag=b&n=2': { body: '{"items":[1]}', type: 'application/json', headers: { 'x-total': '1' } } },
    );
    expect(data).toEqual({
      source: 'https://api.example/items?q=%E4%B8%AD%E6%96%87&tag=a&tag=b&n=2',
      status_code: 200,
      headers: { 'content-type': 'application/json', 'x-total': '1' },
      result: { items: [1] },
    });
    expect(fetch.requests[0]?.init).toMatchObject({ method: 'GET', body: undefined, redirect: 'follow', timeoutMs: 30_000 });
  });

  it('sends a JSON body and keeps a content type the user set', async () => {
    const pages = { 'https://api.example/items': { body: 'created', type: 'text/plain', status: 201 } };
    const first = await call({ url: 'https://api.example/items', method: 'POST', body: { name: 'Ann' } }, pages);
    expect(first.fetch.requests[0]?.init).toMatchObject({ method: 'POST', body: '{"name":"Ann"}', headers: { 'content-type': 'application/json' } });
    expect(first.data).toMatchObject({ status_code: 201, result: 'created' });
    const second = await call({ url: 'https://api.example/items', method: 'PUT', body: { a: 1 }, headers: { 'Content-Type': 'application/merge-patch+json' }, follow_redirects: false }, pages);
    expect(second.fetch.requests[0]?.init).toMatchObject({ headers: { 'Content-Type': 'application/merge-patch+json' }, redirect: 'manual' });
  });

  it('answers error statuses and binary bodies as data', async () => {
    const { data } = await call({ url: 'https://api.example/x' }, { 'https://api.example/x': { body: new Uint8Array([1, 2, 3]), type: 'application/octet-stream', status: 500 } });
    expect(data).toMatchObject({ status_code: 500, result: 'AQID', encoding: 'base64' });
  });

  it('fails with the reason when the request is refused', async () => {
    const { error } = await call({ url: 'http://169.254.169.254/latest' }, { 'http://169.254.169.254/latest': new Error('169.254.169.254 is a link-local address') });
    expect(error).toBe('Cannot fetch http://169.254.169.254/latest: 169.254.169.254 is a link-local address');
  });

  it('builds bodies and URLs from every kind of input', () => {
    expect(jsonBody(undefined)).toBeUndefined();
    expect(jsonBody({})).toBeUndefined();
    expect(jsonBody({ data: { a: 1 } })).toBe('{"a":1}');
    expect(jsonBody({ id: 'm', text: '{"b": 2}', sender: 'User', session_id: 's' })).toBe('{"b":2}');
    expect(() => jsonBody({ id: 'm', text: '{b}', sender: 'User', session_id: 's' })).toThrow(/^The request body is not valid JSON: /);
    expect(withQuery('https://a.example/p?x=1', { y: { z: 1 }, ' ': 'dropped' })).toBe('https://a.example/p?x=1&y=%7B%22z%22%3A1%7D');
  });
});

describe('Web Fetch tool', () => {
  it('gives the title, the address and the text, cut to the maximum length', async () => {
    const fetch = pageFetch(SITE);
    const run = await buildOne('WebFetch-wwwww', { url: 'site.example/about', max_length: 100 }, { services: { fetch } });
    expect(textOf(run.output.text)).toBe('About\nhttps://site.example/about\n\nAbout us team');
    expect(pageForReading({ url: 'u', title: '', text: 'abcdef' }, 3)).toBe(`u\n\nabc\n\n${TRUNCATED_NOTE}`);
  });
});
