// Markdown that renders once its renderer has loaded (markdownLoader.ts), and as plain text, lines
// kept, until then: a flow with notes loads the renderer before it opens, so this is seldom seen.
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { loadedMarkdown, loadMarkdown } from './markdownLoader';

export function LazyMarkdown({ text }: { text: string }) {
  const [renderer, setRenderer] = useState(loadedMarkdown);
  useEffect(() => {
    if (renderer) return;
    let live = true;
    // A failed fetch leaves the plain text; the next markdown shown asks again.
    loadMarkdown().then((module) => live && setRenderer(module), () => undefined);
    return () => {
      live = false;
    };
  }, [renderer]);
  if (renderer) return <renderer.SafeMarkdown text={text} />;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}
