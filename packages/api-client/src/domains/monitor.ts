// Calls under /api/v1/monitor (spec/3 section 7): a flow's execution log, and the messages and
// sessions the playground shows. Developer-level, for flows the caller may manage; Langflow-style
// answers.
import type { ChatMessage } from '@app/flow-graph';
import type { MessagesQuery, MessageUpdate, TransactionRecord, TransactionsQuery } from '../monitorTypes';
import type { Paged } from '../types';
import type { DomainContext } from './context';

export interface MonitorApi {
  /** GET monitor/transactions: one page of the flow's component runs, newest first; 404 'Flow not found'. */
  transactions(query: TransactionsQuery): Promise<Paged<TransactionRecord>>;
  /** GET monitor/messages. */
  messages(query?: MessagesQuery): Promise<ChatMessage[]>;
  /** GET monitor/messages/sessions: the session ids with messages (one flow's when given). */
  sessions(flowId?: string): Promise<string[]>;
  /** PUT monitor/messages/{id}; 404 'Message not found'. */
  updateMessage(messageId: string, changes: MessageUpdate): Promise<ChatMessage>;
  /** DELETE monitor/messages with the ids as the body (204); ids out of reach are skipped. */
  deleteMessages(messageIds: readonly string[]): Promise<void>;
  /** PATCH monitor/messages/session/{old}?new_session_id=: moves the session's messages; 404 when it has none. */
  renameSession(sessionId: string, newSessionId: string, flowId?: string): Promise<ChatMessage[]>;
  /** DELETE monitor/messages/session/{id} (204): the session's messages. */
  deleteSession(sessionId: string, flowId?: string): Promise<void>;
}

const base = '/api/v1/monitor';

export function createMonitorApi({ request }: DomainContext): MonitorApi {
  const session = (id: string) => `${base}/messages/session/${encodeURIComponent(id)}`;
  return {
    transactions: ({ flow_id, page, size }) => request<Paged<TransactionRecord>>({ path: `${base}/transactions`, searchParams: { flow_id, page, size } }),
    messages: (query = {}) =>
      request<ChatMessage[]>({
        path: `${base}/messages`,
        searchParams: { flow_id: query.flow_id, session_id: query.session_id, sender: query.sender, sender_name: query.sender_name, order_by: query.order_by },
      }),
    sessions: (flowId) => request<string[]>({ path: `${base}/messages/sessions`, searchParams: { flow_id: flowId } }),
    updateMessage: (messageId, changes) => request<ChatMessage>({ method: 'PUT', path: `${base}/messages/${encodeURIComponent(messageId)}`, json: changes }),
    deleteMessages: async (messageIds) => {
      await request<undefined>({ method: 'DELETE', path: `${base}/messages`, json: messageIds });
    },
    renameSession: (sessionId, newSessionId, flowId) =>
      request<ChatMessage[]>({ method: 'PATCH', path: session(sessionId), searchParams: { new_session_id: newSessionId, flow_id: flowId } }),
    deleteSession: async (sessionId, flowId) => {
      await request<undefined>({ method: 'DELETE', path: session(sessionId), searchParams: { flow_id: flowId } });
    },
  };
}
