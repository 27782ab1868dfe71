// Markdown the editor shows (notes, component documentation): GFM, sanitized. Loaded on demand
// (markdownLoader.ts): it is about 170 kB of script a flow without notes never needs.
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

export function SafeMarkdown({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
      {text}
    </Markdown>
  );
}
