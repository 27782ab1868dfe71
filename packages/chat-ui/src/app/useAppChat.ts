// The chat with a marketplace app (spec/2 sections 2 to 4): the store info (its failure sends the
// host away), the greeting and chips, the user's conversations (a new one is created locally on
// first send, titled 新对话, with the id of sessionId.ts), the selected one's messages read every
// 5 s and merged with what the running build streams, sending, stopping (构建已停止), regenerating
// the last answer, deleting a conversation and liking the app.
import { DEFAULT_CONVERSATION_TITLE } from '@app/api-client';
import type { BuildHandle } from '@app/build-runner';
import type { ChatMessage } from '@app/flow-graph';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFiles } from '../messages/messageParts';
import type { AppChatApi, AppChatInfo, AppChatNotification, AppConversation, AppUiNode } from './appChatApi';
import { mergeMessages } from '../messages/mergeMessages';
import { wordedFailureNotice } from '../codedWording';
import { lastQuestion, mergeConversations, suggestionsOfResult } from './appChatMessages';
import { conversationId } from './sessionId';
import { useChatBuildResult } from './useChatBuildResult';

/** How often the open conversation's messages are read again (spec/2 section 4). */
export const APP_MESSAGE_POLL_MS = 5000;

const NO_NODE: AppUiNode = { node_id: null, greeting: '', suggestions: [] };

export interface AppChat {
  info: AppChatInfo | null;
  node: AppUiNode;
  conversations: AppConversation[];
  /** The open conversation; null for a new chat not sent yet. */
  selected: string | null;
  messages: ChatMessage[];
  building: boolean;
  send(text: string, files?: readonly string[]): void;
  stop(): void;
  /** Sends the last question again. */
  regenerate(): void;
  select(id: string | null): void;
  /** The open conversation, created (新对话) when there is none: where the voice assistant's turns go. */
  ensureConversation(): string;
  /** Reads the open conversation and the list again (a spoken turn was stored). */
  refresh(): void;
  remove(id: string): Promise<void>;
  like(): Promise<void>;
}

export interface UseAppChatOptions {
  storeId: string;
  api: AppChatApi;
  notify(notification: AppChatNotification): void;
  onLoadFailed(): void;
}

export function useAppChat({ storeId, api, notify, onLoadFailed }: UseAppChatOptions): AppChat {
  const { t } = useTranslation('chat');
  const { t: tb, i18n } = useTranslation('build');
  const [info, setInfo] = useState<AppChatInfo | null>(null);
  const [node, setNode] = useState<AppUiNode>(NO_NODE);
  const [listed, setListed] = useState<AppConversation[]>([]);
  const [local, setLocal] = useState<AppConversation[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [stored, setStored] = useState<ChatMessage[]>([]);
  // The run whose messages the stored ones already hold: its live copy is no longer shown.
  const [settledRunId, setSettledRunId] = useState<string | null>(null);
  const result = useChatBuildResult(api.build, storeId);
  const handle = useRef<BuildHandle | null>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const nodeRef = useRef(node);
  nodeRef.current = node;
  const leave = useRef(onLoadFailed);
  leave.current = onLoadFailed;

  const readConversations = useCallback(() => api.conversations(storeId).then(setListed, () => undefined), [api, storeId]);
  const readMessages = useCallback(async () => {
    const session = selectedRef.current;
    if (!session) return setStored([]);
    const messages = await api.messages(session).catch(() => null);
    if (messages && selectedRef.current === session) setStored(messages);
  }, [api]);

  useEffect(() => {
    let live = true;
    api.info(storeId).then(
      (loaded) => live && setInfo(loaded),
      () => live && leave.current(),
    );
    api.uiNode(storeId).then(
      (loaded) => live && setNode(loaded),
      () => undefined,
    );
    void readConversations();
    return () => {
      live = false;
    };
  }, [api, storeId, readConversations]);

  useEffect(() => {
    void readMessages();
    if (!selected) return;
    const timer = setInterval(() => void readMessages(), APP_MESSAGE_POLL_MS);
    return () => clearInterval(timer);
  }, [selected, readMessages]);

  // A finished build: read what the server stored, then drop the live copy.
  const finishedRun = !result.isBuilding && result.runId !== null && result.runId !== settledRunId ? result.runId : null;
  useEffect(() => {
    if (!finishedRun) return;
    void Promise.all([readMessages(), readConversations()]).finally(() => setSettledRunId(finishedRun));
  }, [finishedRun, readMessages, readConversations]);

  const live = useMemo(
    () => (result.runId === settledRunId || !selected ? [] : result.messages.filter((message) => message.session_id === selected)),
    [result.runId, result.messages, settledRunId, selected],
  );
  const messages = useMemo(() => mergeMessages(stored, live), [stored, live]);
  const conversations = useMemo(() => mergeConversations(local, listed), [local, listed]);

  const select = useCallback((id: string | null) => {
    selectedRef.current = id;
    setSelected(id);
    setStored([]);
  }, []);

  const ensureConversation = useCallback(() => {
    const open = selectedRef.current;
    if (open) return open;
    const session = conversationId(storeId);
    const created = { id: session, title: DEFAULT_CONVERSATION_TITLE };
    setLocal((current) => [created, ...current]);
    select(session);
    return session;
  }, [storeId, select]);

  const send = useCallback(
    (text: string, files: readonly string[] = []) => {
      if (handle.current) return;
      const session = ensureConversation();
      const started = api.build.startBuild({ flowId: storeId, delivery: api.delivery ?? 'streaming', inputs: { input_value: text, session }, files: [...files] });
      handle.current = started;
      void started.done.then((outcome) => {
        handle.current = null;
        if (outcome.failure) void wordedFailureNotice(outcome.failure, tb, i18n).then(notify);
        else if (outcome.isStopped) notify({ kind: 'notice', title: tb('messages.BUILD_STOPPED') });
        const nodeId = nodeRef.current.node_id;
        const proposed = nodeId ? suggestionsOfResult(outcome.results[nodeId]) : undefined;
        if (proposed) setNode((current) => ({ ...current, suggestions: proposed }));
        else api.uiNode(storeId).then(setNode, () => undefined);
      });
    },
    [api, storeId, notify, ensureConversation, tb, i18n],
  );

  const regenerate = useCallback(() => {
    const question = lastQuestion(messages);
    if (question) send(question.text, messageFiles(question.files));
  }, [messages, send]);

  const remove = useCallback(
    async (id: string) => {
      try {
        await api.removeConversation(id);
      } catch {
        notify({ kind: 'error', title: t('app.deleteFailed') });
        return;
      }
      notify({ kind: 'success', title: t('app.deleted') });
      // Deleting the open conversation selects the last remaining one, or starts blank (spec/2 section 4).
      const remaining = conversations.filter((conversation) => conversation.id !== id);
      setLocal((current) => current.filter((conversation) => conversation.id !== id));
      setListed((current) => current.filter((conversation) => conversation.id !== id));
      if (selectedRef.current === id) select(remaining.at(-1)?.id ?? null);
      void readConversations();
    },
    [api, conversations, notify, readConversations, select, t],
  );

  const liked = info?.liked === true;
  const like = useCallback(async () => {
    // A user likes an app once; liking again would change nothing.
    if (liked) return;
    try {
      const state = await api.like(storeId);
      setInfo((current) => current && { ...current, likes: state.likes, liked: state.liked });
      notify({ kind: 'success', title: t('app.likeSuccess') });
    } catch {
      notify({ kind: 'error', title: t('app.likeFailed') });
    }
  }, [api, storeId, notify, t, liked]);

  return {
    info,
    node,
    conversations,
    selected,
    messages,
    building: result.isBuilding,
    send,
    stop: () => handle.current?.cancel(),
    regenerate,
    select,
    ensureConversation,
    refresh: () => void Promise.all([readMessages(), readConversations()]),
    remove,
    like,
  };
}
