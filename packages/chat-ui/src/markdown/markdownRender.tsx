// The markdown renderer (react-markdown, the GFM parser, sanitizing, the block lexer and the parts
// for code, tables, maths and charts): loaded on the first reply that shows (loadMarkdown.ts), so a
// page that shows only the input does not carry it. GitHub flavour, sanitized (raw HTML never
// renders), copyable code blocks, tables exported as CSV, maths typeset by KaTeX and chart fences
// drawn by ECharts (both loaded on first use), links in a new tab.
import { memo, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import { ChartFence } from './chart/ChartFence';
import { isChartLanguage } from './chart/chartSpec';
import { CodeBlock } from './CodeBlock';
import { codeLanguage, hastElements, hastText, type HastNode } from './hast';
import { streamedMarkdownPieces } from './markdownBlocks';
import { MarkdownTable } from './MarkdownTable';
import { fenceDisplayMath } from './math/displayMath';
import { protectInlineMath, remarkInlineMath } from './math/inlineMath';
import { MathTex } from './math/MathTex';
import { remarkGfmParse } from './remarkGfmParse';

const MATH_CLASSES = ['math-inline', 'math-display'];

function MarkdownPre({ node }: ComponentProps<'pre'> & ExtraProps) {
  const code = hastElements(node as HastNode | undefined, ['code'])[0];
  const text = hastText(code).replace(/\n$/, '');
  const language = codeLanguage(code);
  if (language === 'math') return <MathTex tex={text} display block />;
  if (isChartLanguage(language)) return <ChartFence code={text} language={language} />;
  return <CodeBlock code={text} language={language} />;
}

/** Inline maths arrives as `<span class="math-inline|math-display">` from `remarkInlineMath`. */
function MarkdownSpan({ node, ...props }: ComponentProps<'span'> & ExtraProps) {
  if (props.className && MATH_CLASSES.includes(props.className)) {
    return <MathTex tex={hastText(node as HastNode | undefined)} display={props.className === 'math-display'} />;
  }
  return <span {...props} />;
}

function MarkdownLink({ node: _node, ...props }: ComponentProps<'a'> & ExtraProps) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

// GitHub's schema plus the maths spans' classes; nothing else of a span's attributes is kept.
const sanitizeSchema = {
  ...defaultSchema,
  attributes: { ...defaultSchema.attributes, span: [...(defaultSchema.attributes?.span ?? []), ['className', ...MATH_CLASSES]] },
};

const components: Components = { pre: MarkdownPre, table: MarkdownTable, a: MarkdownLink, span: MarkdownSpan };
const rehypePlugins: Options['rehypePlugins'] = [[rehypeSanitize, sanitizeSchema]];

const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  const { markdown, maths } = protectInlineMath(text);
  return (
    <Markdown remarkPlugins={[remarkGfmParse, [remarkInlineMath, { maths }]]} rehypePlugins={rehypePlugins} components={components}>
      {markdown}
    </Markdown>
  );
});

/** Block by block: while a reply streams, the blocks before the last one keep their rendering. */
export function MarkdownSegment({ text }: { text: string }) {
  return streamedMarkdownPieces(fenceDisplayMath(text)).map((block, index) => <MarkdownBlock key={index} text={block} />);
}
