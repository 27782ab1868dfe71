// What both chat pages receive: a long streamed answer as the build protocol carries it (token
// events, each followed by a blank line), fed through @app/build-runner's parser one network chunk
// per macrotask, as fast as the page takes them. The answer is fixed: mixed Chinese and English
// markdown with a heading, a list, a code fence and a table.
import { createEventStreamParser } from '@app/build-runner';

export const TOKEN_COUNT = 4000;
export const MESSAGE_ID = 'bench-answer';
/** Events per network chunk; chunk borders also fall inside events. */
const EVENTS_PER_CHUNK = 3;

const PIECES = [
  '## 方案', '对比', '\n\n', '- **成本**：', '方案 A ', 'is cheaper ', '，', '方案 B ', '更快。', '\n',
  '- 风险', '较低', '\n\n', '```ts\n', 'const total = ', 'items', '.reduce(', '(sum, x) => sum + x', ', 0);\n', '```\n\n',
  '| 项目 | 数值 |\n', '|---|---|\n', '| 延迟 | 120 ms |\n', '\n', '总之，', 'we recommend ', '方案 A', '。', '\n\n',
];

export function answerTokens(count = TOKEN_COUNT): string[] {
  return Array.from({ length: count }, (_, index) => PIECES[index % PIECES.length]!);
}

/** The wire text cut into chunks, some borders inside an event or a multi-byte character's string. */
export function wireChunks(tokens: readonly string[]): string[] {
  const events = tokens.map((chunk) => `${JSON.stringify({ event: 'token', data: { id: MESSAGE_ID, chunk } })}\n\n`);
  const chunks: string[] = [];
  for (let at = 0; at < events.length; at += EVENTS_PER_CHUNK) {
    const text = events.slice(at, at + EVENTS_PER_CHUNK).join('');
    const cut = Math.floor(text.length / 2);
    chunks.push(text.slice(0, cut), text.slice(cut));
  }
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

/** Parses the chunks, one per macrotask, handing each token's text to `onToken`. */
export async function feed(chunks: readonly string[], onToken: (chunk: string) => void): Promise<number> {
  const parser = createEventStreamParser();
  let tokens = 0;
  for (const chunk of chunks) {
    await nextMacrotask();
    for (const piece of parser.push(chunk)) {
      if (piece.type === 'event' && piece.event.event === 'token') {
        tokens += 1;
        onToken(piece.event.data.chunk);
      }
    }
  }
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
