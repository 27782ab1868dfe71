// What a test scripts for the next answers: the reply text and how it is chunked and paced, tool
// calls, or an error; and the word-ish pieces both the chunking and the token counts are made of.
import type { RecordedRequest } from './exchange';

/** A tool call the model "decides" to make; `arguments` is streamed in a few pieces. */
export interface ToolCallScript {
  /** Default: call_<n> (OpenAI) or toolu_<n> (Anthropic). */
  id?: string;
  name: string;
  /** The arguments as JSON text, or a value serialised with JSON.stringify. */
  arguments: string | Record<string, unknown>;
}

/** A provider error answered instead of a reply, in the provider's own error JSON shape. */
export interface ErrorScript {
  /** HTTP status: 400, 401, 403, 404, 429, 500, 503, 529 … */
  status: number;
  /** Default: the provider's usual text for the status. */
  message?: string;
  /** OpenAI `error.type` / Anthropic `error.type`; default by status. */
  type?: string;
  /** OpenAI `error.code`; default by status. */
  code?: string | null;
}

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter';

export interface ReplyScript {
  /**
   * Called when the request arrives; the answer (an error too) waits until what it returns settles.
   * A test holds answers with it until it has seen the requests it waits for, without timers.
   */
  holdUntil?: (request: RecordedRequest) => PromiseLike<unknown>;
  /** The reply text. Default: "Echo: " followed by the last user message. */
  text?: string;
  /** The exact streamed pieces (their join is the text); overrides `text` and `chunkCount`. */
  chunks?: readonly string[];
  /** Splits `text` into this many nearly equal pieces instead of word-ish ones. */
  chunkCount?: number;
  /** Milliseconds before the first byte of the answer (headers included). */
  firstChunkDelayMs?: number;
  /** Milliseconds between two streamed pieces. */
  delayMs?: number;
  toolCalls?: readonly ToolCallScript[];
  /** Default: "tool_calls" when there are tool calls, else "stop". */
  finishReason?: FinishReason;
  /** Overrides the counted usage. */
  usage?: { promptTokens?: number; completionTokens?: number };
  /** Answer with this error instead of a reply. */
  error?: ErrorScript;
  /** Streaming only: drop the connection after this many text pieces (a network failure mid-answer). */
  dropAfterChunks?: number;
}

/** A reply with everything decided: the pieces to send, the tool calls with ids, the finish reason. */
export interface PlannedReply {
  pieces: string[];
  text: string;
  toolCalls: Array<{ id: string; name: string; arguments: string; argumentPieces: string[] }>;
  finishReason: FinishReason;
  promptTokens: number;
  completionTokens: number;
  firstChunkDelayMs: number;
  delayMs: number;
  dropAfterChunks: number | undefined;
}

/** The text of a message content: a string, or the `{type: "text", text}` parts of a list (OpenAI parts and Anthropic blocks alike). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => {
      const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
      return type === 'text' && typeof text === 'string' ? text : '';
    })
    .join('');
}

const CJK = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const WORDISH = new RegExp(`[${CJK}]|[^\\s${CJK}]+\\s*|\\s+`, 'gu');

/** Word-ish pieces: a CJK character alone, otherwise a word with its trailing spaces. */
export function wordPieces(text: string): string[] {
  return text.match(WORDISH) ?? [];
}

/** The usage a reply reports: one token per word-ish piece (not a real tokenizer, but stable). */
export function countTokens(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + wordPieces(text).length, 0);
}

/** `count` nearly equal pieces by code point, none empty. */
export function splitEvenly(text: string, count: number): string[] {
  const points = Array.from(text);
  const pieces = Math.max(1, Math.min(count, points.length));
  const size = points.length / pieces;
  return Array.from({ length: pieces }, (_, index) => points.slice(Math.round(index * size), Math.round((index + 1) * size)).join('')).filter(
    (piece) => piece !== '',
  );
}

export function planReply(script: ReplyScript, context: { lastUserText: string; promptTexts: readonly string[]; idPrefix: string }): PlannedReply {
  const text = script.chunks ? script.chunks.join('') : (script.text ?? `Echo: ${context.lastUserText}`);
  const pieces = script.chunks ? [...script.chunks] : script.chunkCount ? splitEvenly(text, script.chunkCount) : wordPieces(text);
  const toolCalls = (script.toolCalls ?? []).map((call, index) => {
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
    return { id: call.id ?? `${context.idPrefix}${index + 1}`, name: call.name, arguments: args, argumentPieces: splitEvenly(args, 3) };
  });
  return {
    pieces,
    text,
    toolCalls,
    finishReason: script.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
    promptTokens: script.usage?.promptTokens ?? countTokens(context.promptTexts),
    completionTokens: script.usage?.completionTokens ?? countTokens([text, ...toolCalls.map((call) => call.arguments)]),
    firstChunkDelayMs: script.firstChunkDelayMs ?? 0,
    delayMs: script.delayMs ?? 0,
    dropAfterChunks: script.dropAfterChunks,
  };
}
