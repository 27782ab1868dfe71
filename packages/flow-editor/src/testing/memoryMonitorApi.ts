// An in-memory stand-in for the monitor calls: the execution log (GET monitor/transactions, each
// flow's newest first, in pages like the server's: size 20 unless asked, at most 100) and the
// playground's messages and sessions, answering like the server (an edited text is marked, a
// rename of a session without messages is a 404).
import { ApiError, type MonitorApi, type Paged, type TransactionRecord } from '@app/api-client';
import type { ChatMessage } from '@app/flow-graph';

const refused = (path: string, status: number, detail: string) => new ApiError({ status, path, detail, message: detail });

export interface MemoryMonitorApi extends MonitorApi {
  /** Stores messages as a build would (the memory build transport's chat messages). */
  storeMessages(messages: readonly ChatMessage[]): void;
}

export function createMemoryMonitorApi(seed: readonly TransactionRecord[] = [], seedMessages: readonly ChatMessage[] = []): MemoryMonitorApi {
  const transactions = structuredClone([...seed]);
  let messages = structuredClone([...seedMessages]);
  const ofFlow = (flowId: string | undefined) => messages.filter((message) => flowId === undefined || message.flow_id === flowId);
  return {
    storeMessages: (added) => {
      const ids = new Set(added.map((message) => message.id));
      messages = [...messages.filter((message) => !ids.has(message.id)), ...structuredClone([...added])];
    },
    transactions: async ({ flow_id, page = 1, size = 20 }) => {
      const pageSize = Math.min(Math.max(size, 1), 100);
      const items = transactions.filter((row) => row.flow_id === flow_id).sort((a, b) => b.timestamp.localeCompare(a.timestamp));
      const answer: Paged<TransactionRecord> = {
        items: items.slice((page - 1) * pageSize, page * pageSize),
        page,
        size: pageSize,
        total: items.length,
        pages: Math.max(1, Math.ceil(items.length / pageSize)),
      };
      return structuredClone(answer);
    },
    messages: async (query = {}) =>
      structuredClone(
        ofFlow(query.flow_id)
          .filter((message) => (query.session_id === undefined || message.session_id === query.session_id) && (query.sender === undefined || message.sender === query.sender))
          .sort((a, b) => String(a.timestamp).localeCompare(String(b.timestamp))),
      ),
    sessions: async (flowId) => [...new Set(ofFlow(flowId).map((message) => message.session_id))],
    updateMessage: async (messageId, changes) => {
      const message = messages.find((candidate) => candidate.id === messageId);
      if (!message) throw refused(`/api/v1/monitor/messages/${messageId}`, 404, 'Message not found');
      const edited = changes.text !== undefined && changes.text !== message.text;
      Object.assign(message, { ...changes, properties: { ...message.properties, ...changes.properties }, ...(edited ? { edit: true } : {}) });
      return structuredClone(message);
    },
    deleteMessages: async (messageIds) => {
      messages = messages.filter((message) => !messageIds.includes(message.id));
    },
    renameSession: async (sessionId, newSessionId, flowId) => {
      const moved = ofFlow(flowId).filter((message) => message.session_id === sessionId);
      if (moved.length === 0) throw refused(`/api/v1/monitor/messages/session/${sessionId}`, 404, 'No messages found with the given session ID');
      for (const message of moved) message.session_id = newSessionId;
      return structuredClone(moved);
    },
    deleteSession: async (sessionId, flowId) => {
      const gone = new Set(ofFlow(flowId).filter((message) => message.session_id === sessionId));
      messages = messages.filter((message) => !gone.has(message));
    },
  };
}
