// The playground's chat state (spec/3 section 4, "Session"): the sessions, the selected one, its
// stored messages (read again every 5 s when they live on the server) merged with what the running
// build streams, and sending. A new chat clears the selection; the first message then names a
// session after the current date and time.
import { mergeMessages, useChatBuildResult } from '@app/chat-ui';
import type { ChatMessage } from '@app/flow-graph';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FlowBuildController } from '../build';
import type { PlaygroundMessages } from './playgroundMessages';

export const MESSAGE_POLL_MS = 5000;

const pad = (value: number) => String(value).padStart(2, '0');

/** A new session's name: the local date and time, e.g. 2026-11-22 14:05:09. */
export function newSessionName(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

export interface PlaygroundChat {
  sessions: string[];
  selected: string | undefined;
  messages: ChatMessage[];
  building: boolean;
  select(sessionId: string): void;
  newChat(): void;
  /** The selected session, or a new one selected now: where the voice assistant's turns go. */
  ensureSession(): string;
  send(text: string, files?: string[]): Promise<void>;
  stop(): void;
  refresh(): Promise<void>;
}

export function usePlaygroundChat(controller: FlowBuildController, source: PlaygroundMessages): PlaygroundChat {
  const defaultSession = controller.flowId;
  const [sessions, setSessions] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | undefined>(defaultSession);
  const [stored, setStored] = useState<ChatMessage[]>([]);
  // The run whose messages the stored ones already hold: its live copy is no longer shown.
  const [settledRunId, setSettledRunId] = useState<string | null>(null);
  const result = useChatBuildResult(controller.client, controller.flowId);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const refresh = useCallback(async () => {
    const session = selectedRef.current;
    const [ids, messages] = await Promise.all([source.sessions(), session ? source.messages(session) : Promise.resolve([])]);
    setSessions(ids);
    if (selectedRef.current === session) setStored(messages);
  }, [source]);

  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh, selected]);

  useEffect(() => {
    if (!source.polled) return;
    const timer = setInterval(() => void refresh().catch(() => undefined), MESSAGE_POLL_MS);
    return () => clearInterval(timer);
  }, [source, refresh]);

  // A finished build: keep its messages (public playground), read the stored ones, then drop the live copy.
  const { isBuilding, runId } = result;
  const finishedRun = !isBuilding && runId !== null && runId !== settledRunId ? runId : null;
  useEffect(() => {
    if (!finishedRun) return;
    source.record(result.messages);
    void refresh()
      .catch(() => undefined)
      .finally(() => setSettledRunId(finishedRun));
  }, [finishedRun, result.messages, source, refresh]);

  const live = useMemo(
    () => (result.runId === settledRunId || !selected ? [] : result.messages.filter((message) => message.session_id === selected)),
    [result.runId, result.messages, settledRunId, selected],
  );
  const messages = useMemo(() => mergeMessages(stored, live), [stored, live]);
  const visibleSessions = useMemo(() => {
    const all = new Set([defaultSession, ...sessions]);
    if (selected) all.add(selected);
    return [...all];
  }, [defaultSession, sessions, selected]);

  const ensureSession = useCallback(() => {
    const open = selectedRef.current;
    if (open) return open;
    const session = newSessionName();
    selectedRef.current = session;
    setSelected(session);
    setStored([]);
    return session;
  }, []);

  const send = useCallback(
    async (text: string, files: string[] = []) => {
      if (controller.state.getState().building) return;
      const session = ensureSession();
      await controller.run({ inputs: { input_value: text, session }, files, quiet: true });
    },
    [controller, ensureSession],
  );

  return {
    sessions: visibleSessions,
    selected,
    messages,
    building: isBuilding,
    select: (sessionId) => {
      setStored([]);
      setSelected(sessionId);
    },
    newChat: () => {
      setStored([]);
      setSelected(undefined);
    },
    ensureSession,
    send,
    stop: () => controller.stop(),
    refresh,
  };
}
