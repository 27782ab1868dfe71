// What the playground does to messages and sessions, with the spec's notices (spec/3 section 8,
// "Messages and sessions"). A failed edit rejects, so the chat shows the old text again.
import type { ChatMessage } from '@app/flow-graph';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { serverDetail } from '../context/useToasts';
import type { PlaygroundChat } from './usePlaygroundChat';
import type { PlaygroundMessages } from './playgroundMessages';

export interface PlaygroundActions {
  edit(messageId: string, text: string): Promise<void>;
  rate(messageId: string, positive: boolean | null): Promise<void>;
  remove(messageId: string): Promise<void>;
  renameSession(sessionId: string, nextId: string): Promise<void>;
  /** Whether the session was deleted. */
  deleteSession(sessionId: string): Promise<boolean>;
}

export function usePlaygroundActions(chat: PlaygroundChat, source: PlaygroundMessages): PlaygroundActions {
  const { t, i18n } = useTranslation('playground');
  const { notify } = useFlowEditor();
  return useMemo(() => {
    const find = (id: string): ChatMessage | undefined => chat.messages.find((message) => message.id === id);
    const failed = (title: string, error: unknown) => notify({ kind: 'error', title, list: [serverDetail(error, i18n) ?? (error instanceof Error ? error.message : String(error))] });
    const update = async (id: string, changes: Parameters<PlaygroundMessages['update']>[1], announce: boolean) => {
      const message = find(id);
      if (!message) return;
      try {
        await source.update(message, changes);
        if (announce) notify({ kind: 'success', title: t('notices.messageUpdated') });
        await chat.refresh();
      } catch (error) {
        failed(t('notices.messageUpdateFailed'), error);
        throw error;
      }
    };
    return {
      edit: (id, text) => update(id, { text }, true),
      rate: (id, positive) => update(id, { positive_feedback: positive }, false).catch(() => undefined),
      remove: async (id) => {
        try {
          await source.remove([id]);
          notify({ kind: 'success', title: t('notices.messageDeleted') });
          await chat.refresh();
        } catch (error) {
          failed(t('notices.messageDeleteFailed'), error);
        }
      },
      renameSession: async (sessionId, nextId) => {
        try {
          await source.renameSession(sessionId, nextId);
          if (chat.selected === sessionId) chat.select(nextId);
          await chat.refresh();
        } catch (error) {
          failed(t('notices.sessionRenameFailed'), error);
        }
      },
      deleteSession: async (sessionId) => {
        try {
          await source.deleteSession(sessionId);
          notify({ kind: 'success', title: t('notices.sessionDeleted') });
          // Deleting the current session selects the last remaining one, or starts blank (spec/2 section 4).
          if (chat.selected === sessionId) {
            const remaining = chat.sessions.filter((id) => id !== sessionId);
            const last = remaining.at(-1);
            if (last) chat.select(last);
            else chat.newChat();
          }
          await chat.refresh();
          return true;
        } catch (error) {
          failed(t('notices.sessionDeleteFailed'), error);
          return false;
        }
      },
    };
  }, [chat, source, notify, t]);
}
