// GitHub flavour for reading markdown: remark-gfm's parser extensions (micromark's and mdast's)
// without its serialiser, which would bring mdast-util-to-markdown (about 6 kB gzipped) into every
// consumer's bundle: the chat renders markdown, it never writes any.
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

export function remarkGfmParse(this: { data(): object }): void {
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
