// A reply's markdown with <think> reasoning as collapsible blocks. The renderer loads on the first
// reply (loadMarkdown.ts); until then the text shows as written, so nothing is ever hidden.
import { Text, Typography } from '@mantine/core';
import { useLazyModule } from '../shared/lazyModule';
import { markdownRenderer } from './loadMarkdown';
import { splitThinking } from './thinking';
import { ThinkingBlock } from './ThinkingBlock';

export interface ChatMarkdownProps {
  text: string;
}

function MarkdownSegment({ text }: { text: string }) {
  // A failed fetch leaves the text as written; the next reply tries again.
  const renderer = useLazyModule(markdownRenderer);
  if (!renderer) return <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="markdown-source">{text}</Text>;
  return <renderer.MarkdownSegment text={text} />;
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
