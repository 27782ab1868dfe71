// Markdown that renders once its renderer has loaded (markdownLoader.ts), and as plain text, lines
// kept, until then: a flow with notes loads the renderer before it opens, so this is seldom seen.
import { Text } from '@mantine/core';
import { useLazyModule } from '@app/chat-ui';
import { noteMarkdown } from './markdownLoader';

export function LazyMarkdown({ text }: { text: string }) {
  // A failed fetch leaves the plain text; the next markdown shown asks again.
  const renderer = useLazyModule(noteMarkdown);
  if (renderer) return <renderer.SafeMarkdown text={text} />;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}
