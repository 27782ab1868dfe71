// A reply's markdown: GitHub flavour, sanitized (raw HTML never renders), with copyable code blocks,
// tables exported as CSV, display maths as preformatted TeX, links in a new tab, and <think>
// reasoning as collapsible blocks.
import { Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './CodeBlock';
import { fenceDisplayMath } from './displayMath';
import { codeLanguage, hastElements, hastText, type HastNode } from './hast';
import { MarkdownTable } from './MarkdownTable';
import { splitThinking } from './thinking';
import { ThinkingBlock } from './ThinkingBlock';

function MarkdownPre({ node }: ComponentProps<'pre'> & ExtraProps) {
  const code = hastElements(node as HastNode | undefined, ['code'])[0];
  return <CodeBlock code={hastText(code).replace(/\n$/, '')} language={codeLanguage(code)} />;
}

function MarkdownLink({ node: _node, ...props }: ComponentProps<'a'> & ExtraProps) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

const components: Components = { pre: MarkdownPre, table: MarkdownTable, a: MarkdownLink };
const remarkPlugins = [remarkGfm];
const rehypePlugins = [rehypeSanitize];

export interface ChatMarkdownProps {
  text: string;
}

export function ChatMarkdown({ text }: ChatMarkdownProps) {
  return (
    <Typography fz="sm">
      {splitThinking(text).map((segment, index) =>
        segment.kind === 'thinking' ? (
          <ThinkingBlock key={index} text={segment.text} finished={segment.finished} />
        ) : (
          <Markdown key={index} remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
            {fenceDisplayMath(segment.text)}
          </Markdown>
        ),
      )}
    </Typography>
  );
}
