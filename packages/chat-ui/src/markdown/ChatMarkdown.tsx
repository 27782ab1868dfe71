// A reply's markdown: GitHub flavour, sanitized (raw HTML never renders), with copyable code blocks,
// tables exported as CSV, maths typeset by KaTeX and chart fences drawn by ECharts (both loaded on
// first use), links in a new tab, and <think> reasoning as collapsible blocks.
import { Typography } from '@mantine/core';
import { memo, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { ChartFence } from './chart/ChartFence';
import { isChartLanguage } from './chart/chartSpec';
import { CodeBlock } from './CodeBlock';
import { codeLanguage, hastElements, hastText, type HastNode } from './hast';
import { splitMarkdownBlocks } from './markdownBlocks';
import { MarkdownTable } from './MarkdownTable';
import { fenceDisplayMath } from './math/displayMath';
import { protectInlineMath, remarkInlineMath } from './math/inlineMath';
import { MathTex } from './math/MathTex';
import { splitThinking } from './thinking';
import { ThinkingBlock } from './ThinkingBlock';

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

export interface ChatMarkdownProps {
  text: string;
}

const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  const { markdown, maths } = protectInlineMath(fenceDisplayMath(text));
  return (
    <Markdown remarkPlugins={[remarkGfm, [remarkInlineMath, { maths }]]} rehypePlugins={rehypePlugins} components={components}>
      {markdown}
    </Markdown>
  );
});

/** Block by block: while a reply streams, the blocks before the last one keep their rendering. */
function MarkdownSegment({ text }: { text: string }) {
  return splitMarkdownBlocks(text).map((block, index) => <MarkdownBlock key={index} text={block} />);
}

export function ChatMarkdown({ text }: ChatMarkdownProps) {
  return (
    <Typography fz="sm">
      {splitThinking(text).map((segment, index) =>
        segment.kind === 'thinking' ? (
          <ThinkingBlock key={index} text={segment.text} finished={segment.finished} />
        ) : (
          <MarkdownSegment key={index} text={segment.text} />
        ),
      )}
    </Typography>
  );
}
