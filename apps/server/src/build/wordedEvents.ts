// A build's events as the reader's language words them: the engine, the components and the queue
// write each error's text once, in the server's own wording, with its `coded` form beside it; the
// events a request reads carry that text in the request's language instead (Accept-Language), the
// code and parameters unchanged. Done where the events are read, so a job run by a queue worker
// and a stream read again after a reconnect word the same way, whoever started the build.
import type { TextLanguage } from '@app/engine';
import { isCodedText, type BuildEvent, type ContentBlock, type ErrorPayload, type VertexBuildResponse } from '@app/flow-graph';
import { wordingIn, type Wording } from '../errors/codedDetail';

/** Seen in every encoded event that has something to word; the others are passed on unparsed (tokens, messages). */
const CODED_MARK = '"coded":';

/** An error message's blocks, and its text where it is the reason of one of them (as the engine writes it). */
function wordErrorMessage(message: { text?: string; content_blocks?: ContentBlock[] }, word: Wording): void {
  for (const block of message.content_blocks ?? []) {
    for (const content of block.contents) {
      if (content.type !== 'error' || !isCodedText(content.coded) || content.reason !== content.coded.text) continue;
      const worded = word(content.coded);
      if (message.text === content.reason) message.text = worded;
      content.reason = worded;
    }
  }
}

/** A failed component's reason: in its error output, and as the build's `params` when that is the same text. */
function wordFailedVertex(result: VertexBuildResponse, word: Wording): void {
  for (const output of Object.values(result.data.outputs)) {
    const payload = output.message as Partial<ErrorPayload> | null;
    if (output.type !== 'error' || !isCodedText(payload?.coded)) continue;
    const worded = word(payload.coded);
    if (result.params === payload.coded.text) result.params = worded;
    if (payload.errorMessage === payload.coded.text) payload.errorMessage = worded;
  }
}

function wordEvent(event: BuildEvent, word: Wording): void {
  if (event.event === 'end_vertex' && !event.data.build_data.valid) wordFailedVertex(event.data.build_data, word);
  if (event.event === 'error' || event.event === 'add_message') wordErrorMessage(event.data, word);
}

/** One encoded event (encodeBuildEvent) with its coded texts worded. */
function wordedChunk(chunk: string, word: Wording): string {
  const event = JSON.parse(chunk) as BuildEvent;
  wordEvent(event, word);
  return `${JSON.stringify(event)}\n\n`;
}

/** Encoded events with their coded texts in `language`; the catalogue loads only for events that have some. */
export async function wordedEvents(chunks: readonly string[], language: TextLanguage): Promise<string[]> {
  if (!chunks.some((chunk) => chunk.includes(CODED_MARK))) return [...chunks];
  const word = await wordingIn(language);
  return chunks.map((chunk) => (chunk.includes(CODED_MARK) ? wordedChunk(chunk, word) : chunk));
}

/** The chunks of a job's reader, worded as they come. */
export async function* wordedChunks(chunks: AsyncIterable<string>, language: TextLanguage): AsyncGenerator<string> {
  for await (const chunk of chunks) yield chunk.includes(CODED_MARK) ? wordedChunk(chunk, await wordingIn(language)) : chunk;
}
