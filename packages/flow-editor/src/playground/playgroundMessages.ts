// Where the playground's sessions and messages live (spec/3 sections 4 and 7): on the server for
// the editor's playground (GET/PUT/DELETE/PATCH monitor/messages), in session storage for the
// public playground, whose visitors have no account. The view talks to this one interface.
import type { MonitorApi } from '@app/api-client';
import type { ChatMessage } from '@app/flow-graph';

export interface MessageChanges {
  text?: string;
  positive_feedback?: boolean | null;
}

export interface PlaygroundMessages {
  /** True when the messages must be read again to see changes made elsewhere (the server's). */
  readonly polled: boolean;
  sessions(): Promise<string[]>;
  messages(sessionId: string): Promise<ChatMessage[]>;
  update(message: ChatMessage, changes: MessageChanges): Promise<void>;
  remove(messageIds: readonly string[]): Promise<void>;
  renameSession(sessionId: string, nextId: string): Promise<void>;
  deleteSession(sessionId: string): Promise<void>;
  /** Keeps what a build said (the server stores build messages itself). */
  record(messages: readonly ChatMessage[]): void;
}

export function serverPlaygroundMessages(monitor: MonitorApi, flowId: string): PlaygroundMessages {
  return {
    polled: true,
    sessions: () => monitor.sessions(flowId),
    messages: (sessionId) => monitor.messages({ flow_id: flowId, session_id: sessionId, order_by: 'timestamp' }),
    update: async (message, { text, positive_feedback }) => {
      await monitor.updateMessage(message.id, {
        ...(text !== undefined && { text, edit: true }),
        ...(positive_feedback !== undefined && { properties: { ...message.properties, positive_feedback } }),
      });
    },
    remove: (messageIds) => monitor.deleteMessages(messageIds),
    renameSession: async (sessionId, nextId) => {
      await monitor.renameSession(sessionId, nextId, flowId);
    },
    deleteSession: (sessionId) => monitor.deleteSession(sessionId, flowId),
    record: () => undefined,
  };
}

type StoredSessions = Record<string, ChatMessage[]>;

/** The public playground's sessions under one session-storage key per flow; they end with the tab. */
export function sessionStoragePlaygroundMessages(flowId: string, storage: Storage = sessionStorage): PlaygroundMessages {
  const key = `playground:${flowId}`;
  const read = (): StoredSessions => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as StoredSessions) : {};
    } catch {
      return {};
    }
  };
  const write = (sessions: StoredSessions) => storage.setItem(key, JSON.stringify(sessions));
  const change = (update: (sessions: StoredSessions) => void) => {
    const sessions = read();
    update(sessions);
    write(sessions);
  };
  return {
    polled: false,
    sessions: async () => Object.keys(read()),
    messages: async (sessionId) => read()[sessionId] ?? [],
    update: async (message, { text, positive_feedback }) =>
      change((sessions) => {
        sessions[message.session_id] = (sessions[message.session_id] ?? []).map((stored) =>
          stored.id !== message.id
            ? stored
            : {
                ...stored,
                ...(text !== undefined && { text, edit: true }),
                ...(positive_feedback !== undefined && { properties: { ...stored.properties, positive_feedback } }),
              },
        );
      }),
    remove: async (messageIds) =>
      change((sessions) => {
        for (const id of Object.keys(sessions)) sessions[id] = (sessions[id] ?? []).filter((message) => !messageIds.includes(message.id));
      }),
    renameSession: async (sessionId, nextId) =>
      change((sessions) => {
        const moved = (sessions[sessionId] ?? []).map((message) => ({ ...message, session_id: nextId }));
        delete sessions[sessionId];
        sessions[nextId] = [...(sessions[nextId] ?? []), ...moved];
      }),
    deleteSession: async (sessionId) =>
      change((sessions) => {
        delete sessions[sessionId];
      }),
    record: (messages) =>
      change((sessions) => {
        for (const message of messages) {
          const list = sessions[message.session_id] ?? [];
          const at = list.findIndex((stored) => stored.id === message.id);
          if (at >= 0) list[at] = message;
          else list.push(message);
          sessions[message.session_id] = list;
        }
      }),
  };
}
