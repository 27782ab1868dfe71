// The embedded chat's state: the app's info and greeting (a refusal instead when the channel code
// or the app cannot be used), one conversation at a time whose id is the spec's name-based UUID
// from the store id (spec/2 section 3, conversationId), its messages kept in the page (a channel
// code's conversations are the visitor's alone and the page has no list of them), the streamed
// answer of the running build, stopping, and a new conversation.
import type { BuildHandle } from '@app/build-runner';
import { conversationId, mergeMessages, suggestionsOfResult, useChatBuildResult, wordedFailureNotice, type AppChatInfo, type AppChatNotification, type AppUiNode } from '@app/chat-ui';
import { API_KEY_REFUSAL } from '@app/api-client';
import type { ChatMessage } from '@app/flow-graph';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbedRefused, type EmbedApi, type EmbedRefusal } from './embedApi';

const NO_NODE: AppUiNode = { node_id: null, greeting: '', suggestions: [] };

export interface EmbedChat {
  info: AppChatInfo | null;
  refusal: EmbedRefusal | null;
  node: AppUiNode;
  messages: ChatMessage[];
  building: boolean;
  /** The last run's failure or stop, until the next send. */
  notice: AppChatNotification | null;
  send(text: string): void;
  stop(): void;
  newChat(): void;
  /** Reads the app again after a refusal (a server that was down). */
  reload(): void;
}

export function useEmbedChat(storeId: string, api: EmbedApi): EmbedChat {
  const { t: tb, i18n } = useTranslation('build');
  const [info, setInfo] = useState<AppChatInfo | null>(null);
  const [refusal, setRefusal] = useState<EmbedRefusal | null>(null);
  const [node, setNode] = useState<AppUiNode>(NO_NODE);
  const [session, setSession] = useState<string | null>(null);
  const [history, setHistory] = useState<ChatMessage[]>([]);
  const [settledRunId, setSettledRunId] = useState<string | null>(null);
  const [notice, setNotice] = useState<AppChatNotification | null>(null);
  const [attempt, setAttempt] = useState(0);
  const result = useChatBuildResult(api.build, storeId);
  const handle = useRef<BuildHandle | null>(null);
  const nodeRef = useRef(node);
  nodeRef.current = node;
  // The run whose notice may still be shown: its wording can arrive after a new send or a new chat.
  const noticeRun = useRef<BuildHandle | null>(null);

  useEffect(() => {
    let live = true;
    setRefusal(null);
    api.info(storeId).then(
      (loaded) => live && setInfo(loaded),
      (error: unknown) => live && setRefusal(error instanceof EmbedRefused ? error.refusal : 'failed'),
    );
    api.uiNode(storeId).then(
      (loaded) => live && setNode(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, storeId, attempt]);

  const live = useMemo(
    () => (result.runId === settledRunId || !session ? [] : result.messages.filter((message) => message.session_id === session)),
    [result.runId, result.messages, settledRunId, session],
  );
  const messages = useMemo(() => mergeMessages(history, live), [history, live]);

  const send = useCallback(
    (text: string) => {
      if (handle.current) return;
      const current = session ?? conversationId(storeId);
      if (!session) setSession(current);
      setNotice(null);
      const started = api.build.startBuild({ flowId: storeId, delivery: 'streaming', inputs: { input_value: text, session: current } });
      handle.current = started;
      noticeRun.current = started;
      void started.done.then((outcome) => {
        handle.current = null;
        setHistory((kept) => mergeMessages(kept, outcome.messages.filter((message) => message.session_id === current)));
        setSettledRunId(started.runId);
        const failure = outcome.failure;
        // The code switched off or deleted while the page was open: the same screen as on opening.
        if (failure?.status === 403) setRefusal(failure.messages.includes(API_KEY_REFUSAL.DISABLED) ? 'disabled' : 'invalid');
        else if (failure?.status === 401) setRefusal('invalid');
        else if (failure) void wordedFailureNotice(failure, tb, i18n).then((worded) => noticeRun.current === started && setNotice(worded));
        else if (outcome.isStopped) setNotice({ kind: 'notice', title: tb('messages.BUILD_STOPPED') });
        const nodeId = nodeRef.current.node_id;
        const proposed = nodeId ? suggestionsOfResult(outcome.results[nodeId]) : undefined;
        if (proposed) setNode((kept) => ({ ...kept, suggestions: proposed }));
      });
    },
    [api, storeId, session, tb, i18n],
  );

  const newChat = useCallback(() => {
    if (handle.current) return;
    setSession(null);
    setHistory([]);
    setNotice(null);
    noticeRun.current = null;
  }, []);

  return {
    info,
    refusal,
    node,
    messages,
    building: result.isBuilding,
    notice,
    send,
    stop: () => handle.current?.cancel(),
    newChat,
    reload: () => setAttempt((count) => count + 1),
  };
}
