// The conversation an agent remembers: the session's stored messages as the model's user and
// assistant turns, without the input it is answering now.
import type { MessageStore } from '@app/engine';
import type { ModelMessage } from 'ai';

export interface HistoryQuery {
  store: MessageStore | undefined;
  sessionId: string;
  flowId: string | null;
  /** The newest messages to remember; 0 remembers none. */
  limit: number;
  /** The input of this run: Chat Input stored it already, and it goes last in the prompt anyway. */
  input: string;
}

export async function chatHistory(query: HistoryQuery): Promise<ModelMessage[]> {
  if (query.limit <= 0 || !query.store) return [];
  const stored = await query.store.list({ sessionId: query.sessionId, flowId: query.flowId, limit: query.limit + 1 });
  const last = stored.at(-1);
  if (last && last.sender === 'User' && last.text === query.input) stored.pop();
  return stored
    .slice(-query.limit)
    .filter((message) => message.text.trim() !== '')
    .map((message): ModelMessage => (message.sender === 'User' ? { role: 'user', content: message.text } : { role: 'assistant', content: message.text }));
}
