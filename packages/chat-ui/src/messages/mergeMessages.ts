// The messages a chat shows: what the server stored, with what the running build streams in place
// of the same ids and after them (the app chat and the playground alike). Questions that say nothing
// (a run from the editor's 运行 stores its chat input's empty message) are left out: an empty bubble
// tells the user nothing.
import type { ChatMessage } from '@app/flow-graph';
import { isUserMessage, messageFiles } from './messageParts';

const saysNothing = (message: ChatMessage) => isUserMessage(message) && (message.text ?? '').trim() === '' && messageFiles(message.files).length === 0;

/** Stored messages, with the running build's taking the place of the same ids and added after them. */
export function mergeMessages(stored: readonly ChatMessage[], live: readonly ChatMessage[]): ChatMessage[] {
  const liveById = new Map(live.map((message) => [message.id, message]));
  const merged = stored.map((message) => liveById.get(message.id) ?? message);
  const known = new Set(stored.map((message) => message.id));
  return [...merged, ...live.filter((message) => !known.has(message.id))].filter((message) => !saysNothing(message));
}
