// What both chat pages receive: a long streamed answer as the build protocol carries it (token
// events, each followed by a blank line), fed through @app/build-runner's parser one network chunk
// per macrotask, as fast as the page takes them. The answer is fixed: mixed Chinese and English
// markdown with a heading, a list, a code fence and a table.
import { createEventStreamParser } from '@app/build-runner';

export const TOKEN_COUNT = 4000;
export const MESSAGE_ID = 'bench-answer';
/**
 * Bytes per network chunk: about one and a half token events, and prime, so the borders wander
 * through the events, at times inside a Chinese character's UTF-8 bytes.
 */
const CHUNK_BYTES = 97;

const PIECES = [
  '## 方案', '对比', '\n\n', '- **成本**：', '方案 A ', 'is cheaper ', '，', '方案 B ', '更快。', '\n',
  '- 风险', '较低', '\n\n', '```ts\n', 'const total = ', 'items', '.reduce(', '(sum, x) => sum + x', ', 0);\n', '```\n\n',
  '| 项目 | 数值 |\n', '|---|---|\n', '| 延迟 | 120 ms |\n', '\n', '总之，', 'we recommend ', '方案 A', '。', '\n\n',
];

export function answerTokens(count = TOKEN_COUNT): string[] {
  return Array.from({ length: count }, (_, index) => PIECES[index % PIECES.length]!);
}

/** The wire bytes cut into chunks as a network reader hands them over, the parser's decoder included. */
export function wireChunks(tokens: readonly string[]): Uint8Array[] {
  const wire = tokens.map((chunk) => `${JSON.stringify({ event: 'token', data: { id: MESSAGE_ID, chunk } })}\n\n`).join('');
  const bytes = new TextEncoder().encode(wire);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) chunks.push(bytes.subarray(at, at + CHUNK_BYTES));
  return chunks;
}

const channel = new MessageChannel();
const waiting: Array<() => void> = [];
channel.port1.onmessage = () => waiting.shift()?.();
const nextMacrotask = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });

/** Parses the chunks, one per macrotask, handing each token's text to `onToken`; then ends the stream as a reader does. */
export async function feed(chunks: readonly Uint8Array[], onToken: (chunk: string) => void): Promise<number> {
  const parser = createEventStreamParser();
  let tokens = 0;
  const take = (pieces: ReturnType<typeof parser.push>) => {
    for (const piece of pieces) {
      if (piece.type === 'event' && piece.event.event === 'token') {
        tokens += 1;
        onToken(piece.event.data.chunk);
      }
    }
  };
  for (const chunk of chunks) {
    await nextMacrotask();
    take(parser.push(chunk));
  }
  take(parser.end());
  return tokens;
}

export interface StreamFigures {
  tokens: number;
  elapsedMs: number;
}

declare global {
  interface Window {
    benchStream(): Promise<StreamFigures>;
  }
}

/** After the last token: two frames, so the final text has been laid out and painted. */
export const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
