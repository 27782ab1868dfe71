// A user's conversations (sessions) with an app and their messages (spec/2 section 7): the chat
// page's session list, a session's messages, the history with one app, and deleting a session.
// `{code, msg, data}` answers; a conversation is only ever its own user's.
import type { ChatMessage } from '@app/flow-graph';
import type { ConversationRead, ConversationsQuery, HistoryQuery } from '../storeTypes';
import type { Paged } from '../types';
import type { DomainContext } from './context';

export interface ConversationsApi {
  /** GET conversations?store_id&page&size: the caller's conversations with the app, newest activity first, 100 a page. */
  list(query: ConversationsQuery): Promise<Paged<ConversationRead>>;
  /** GET store/current_session/{session_id}: the conversation's messages, oldest first. */
  messages(sessionId: string): Promise<ChatMessage[]>;
  /** GET store/history_session/{store_id}?page&size: the caller's messages with the app across conversations, newest first. */
  history(storeId: string, query?: HistoryQuery): Promise<Paged<ChatMessage>>;
  /** DELETE /conversations/{session_id}: the conversation and its messages; a non-zero code means failure (删除对话失败). */
  remove(sessionId: string): Promise<null>;
}

export function createConversationsApi({ request }: DomainContext): ConversationsApi {
  const id = (value: string) => encodeURIComponent(value);
  return {
    list: ({ store_id, page, size }) =>
      request<Paged<ConversationRead>>({ path: '/api/v1/conversations', searchParams: { store_id, page, size }, envelope: true }),
    messages: (sessionId) => request<ChatMessage[]>({ path: `/api/v1/store/current_session/${id(sessionId)}`, envelope: true }),
    history: (storeId, query = {}) =>
      request<Paged<ChatMessage>>({ path: `/api/v1/store/history_session/${id(storeId)}`, searchParams: { page: query.page, size: query.size }, envelope: true }),
    remove: (sessionId) => request<null>({ method: 'DELETE', path: `/api/v1/conversations/${id(sessionId)}`, envelope: true }),
  };
}
