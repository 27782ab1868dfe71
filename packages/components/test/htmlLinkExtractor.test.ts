// HTML Link Extractor: hrefs resolved against the document's address as outgoing links, its own
// address as the incoming link, fragments dropped on request, links already there kept.
import { describe, expect, it } from 'vitest';
import { createData, withHtmlLinks, type Data } from '../src';
import { reasonOf } from './support/errors';
import { build, connect, makeNode } from './support/flows';

const PAGE = '<p><a href="/b">B</a> <a href="c.html#part">C</a> <a href="https://other.org/x">X</a> <a href="#top">top</a> <a href="mailto:a@b.c">mail</a> <a href="a">self</a></p>';

describe('HTML Link Extractor', () => {
  it('links out to the pages an HTML document points to and in to its own address', async () => {
    const linked = await withHtmlLinks(createData({ text: PAGE, source: 'https://site.test/docs/a' }), 0, 'hyperlink', true);
    expect(linked.data.links).toEqual([
      { kind: 'hyperlink', direction: 'out', tag: 'https://site.test/b' },
      { kind: 'hyperlink', direction: 'out', tag: 'https://site.test/docs/c.html' },
      { kind: 'hyperlink', direction: 'out', tag: 'https://other.org/x' },
      { kind: 'hyperlink', direction: 'in', tag: 'https://site.test/docs/a' },
    ]);
    expect(linked.data.text).toBe(PAGE);
  });

  it('keeps fragments when asked, reads the url field our URL component writes, and keeps links already there', async () => {
    const earlier = { kind: 'topic', direction: 'bidir', tag: 'haskell' };
    const linked = await withHtmlLinks(createData({ text: PAGE, url: 'https://site.test/docs/a', links: [earlier] }), 0, 'page', false);
    expect(linked.data.links).toEqual([
      earlier,
      { kind: 'page', direction: 'out', tag: 'https://site.test/b' },
      { kind: 'page', direction: 'out', tag: 'https://site.test/docs/c.html#part' },
      { kind: 'page', direction: 'out', tag: 'https://other.org/x' },
      { kind: 'page', direction: 'out', tag: 'https://site.test/docs/a#top' },
      { kind: 'page', direction: 'in', tag: 'https://site.test/docs/a' },
    ]);
  });

  it('adds links to every Data of its input and fails naming the item without an address', async () => {
    const run = async (items: Data[]) => {
      const nodes = [makeNode('Emit-em000', { json: JSON.stringify(items) }), makeNode('HtmlLinkExtractor-hl000')];
      const built = await build(nodes, [connect(nodes, 'Emit-em000.value', 'HtmlLinkExtractor-hl000.data_input')]);
      return { values: built.values('HtmlLinkExtractor-hl000'), error: reasonOf(built.error('HtmlLinkExtractor-hl000')) };
    };
    const ok = await run([createData({ text: '<a href="/b">B</a>', source: 'https://site.test/a' }), createData({ text: 'no links', source: 'https://site.test/b' })]);
    expect(ok.error).toBeUndefined();
    expect((ok.values.data as Data[]).map((item) => item.data.links)).toEqual([
      [{ kind: 'hyperlink', direction: 'out', tag: 'https://site.test/b' }, { kind: 'hyperlink', direction: 'in', tag: 'https://site.test/a' }],
      [{ kind: 'hyperlink', direction: 'in', tag: 'https://site.test/b' }],
    ]);
    const failed = await run([createData({ text: '<a href="/b">B</a>', source: 'https://site.test/a' }), createData({ text: '<a href="/b">B</a>' })]);
    expect(failed.error).toContain('2');
    expect(failed.error).toContain('source');
  });
});
