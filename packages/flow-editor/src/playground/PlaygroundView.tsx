// The playground (spec/3 section 2): the sidebar, and in the main area the chat, a chosen input or
// output component's outputs, or a session's message log. It runs inside the flow's store and build
// providers; its messages come from `source` (the server's, or session storage on the public page).
import { ChatEmptyState, ChatInput, ChatMessageList, ChatVoiceProvider, VoiceAssistantButton } from '@app/chat-ui';
import { isInputComponentType, isOutputComponentType } from '@app/flow-graph';
import { ActionIcon, Box, Button, Group, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useFlowBuild } from '../build';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useFlowStore } from '../store/FlowStoreProvider';
import { isEditorGenericNode } from '../store/graph';
import { ComponentOutputs } from './ComponentOutputs';
import type { PlaygroundMessages } from './playgroundMessages';
import { PlaygroundSidebar } from './PlaygroundSidebar';
import { playgroundVoice } from './playgroundVoice';
import { SessionMessageLog } from './SessionMessageLog';
import { usePlaygroundActions } from './usePlaygroundActions';
import { usePlaygroundChat } from './usePlaygroundChat';

type MainView = { kind: 'chat' } | { kind: 'component'; nodeId: string } | { kind: 'logs'; session: string };

export interface PlaygroundViewProps {
  source: PlaygroundMessages;
  isPublic?: boolean;
  /** Stores a chat attachment beside the flow; without it the chat takes no files. */
  onUpload?(file: File): Promise<{ path: string }>;
  /** A component named in an error message was clicked. */
  onComponentClick?(componentId: string): void;
}

export function PlaygroundView({ source, isPublic = false, onUpload, onComponentClick }: PlaygroundViewProps) {
  const { t } = useTranslation('playground');
  const controller = useFlowBuild();
  const flow = useFlowStore((state) => state.flow);
  const components = useFlowStore(
    useShallow((state) =>
      state.nodes
        .filter(isEditorGenericNode)
        .filter((node) => isInputComponentType(node.data.type) || isOutputComponentType(node.data.type))
        .map((node) => `${node.id}\u0000${node.data.node.display_name || node.data.type}`),
    ),
  );
  const ioComponents = useMemo(() => components.map((entry) => ({ id: entry.split('\u0000')[0] as string, name: entry.split('\u0000')[1] as string })), [components]);
  const chat = usePlaygroundChat(controller, source);
  const { api } = useFlowEditor();
  // The public page has no user: no assistant settings (the keys are a user's variables).
  const voice = useMemo(() => api.voice && playgroundVoice(api.voice, flow.id, isPublic ? undefined : api.variables), [api, flow.id, isPublic]);
  const actions = usePlaygroundActions(chat, source);
  const narrow = useMediaQuery('(max-width: 1023px)') ?? false;
  const [sidebarChoice, setSidebarChoice] = useState<boolean | null>(null);
  const sidebarOpen = sidebarChoice ?? !narrow;
  const [view, setView] = useState<MainView>({ kind: 'chat' });

  const toChat = () => setView({ kind: 'chat' });
  // A deleted session's log has nothing left to show: back to the chat.
  const deleteSession = async (id: string) => {
    if (await actions.deleteSession(id)) setView((current) => (current.kind === 'logs' && current.session === id ? { kind: 'chat' } : current));
  };
  const logsMessages = view.kind === 'logs' && view.session === chat.selected ? chat.messages : [];

  return (
    <ChatVoiceProvider value={voice ?? null}>
      <Group gap={0} wrap="nowrap" align="stretch" h="100%" style={{ minHeight: 0 }}>
        {sidebarOpen && (
          <PlaygroundSidebar
            flow={flow}
            sessions={chat.sessions}
            selected={view.kind === 'chat' || view.kind === 'logs' ? chat.selected : undefined}
            components={ioComponents}
            selectedComponent={view.kind === 'component' ? view.nodeId : undefined}
            isPublic={isPublic}
            onHide={() => setSidebarChoice(false)}
            onSelect={(id) => (chat.select(id), toChat())}
            onNew={() => (chat.newChat(), toChat())}
            onRename={(id, next) => void actions.renameSession(id, next)}
            onDelete={(id) => void deleteSession(id)}
            onLogs={(id) => (chat.select(id), setView({ kind: 'logs', session: id }))}
            onComponent={(nodeId) => setView({ kind: 'component', nodeId })}
          />
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }} h="100%">
          <Group gap="xs" p="xs" mih={44}>
            {!sidebarOpen && (
              <Tooltip label={t('showSidebar')}>
                <ActionIcon variant="subtle" color="gray" aria-label={t('showSidebar')} onClick={() => setSidebarChoice(true)}>
                  <IconLayoutSidebarLeftExpand size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {view.kind !== 'chat' && (
              <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={toChat}>
                {t('backToChat')}
              </Button>
            )}
          </Group>
          <Box style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
            {view.kind === 'logs' && <SessionMessageLog session={view.session} defaultSessionId={flow.id} messages={logsMessages} />}
            {view.kind === 'component' && <ComponentOutputs nodeId={view.nodeId} name={ioComponents.find((component) => component.id === view.nodeId)?.name ?? view.nodeId} />}
            {view.kind === 'chat' && (
              <ChatMessageList
                messages={chat.messages}
                awaitingReply={chat.building}
                onEdit={actions.edit}
                onRate={(id, positive) => void actions.rate(id, positive)}
                onDelete={(id) => void actions.remove(id)}
                onComponentClick={onComponentClick}
                empty={<ChatEmptyState />}
              />
            )}
          </Box>
          {view.kind === 'chat' && (
            <Box p="sm">
              <ChatInput
                building={chat.building}
                onStop={chat.stop}
                allowFiles={onUpload !== undefined}
                onUpload={onUpload && ((file) => onUpload(file))}
                onSend={(text, files) => void chat.send(text, files.map((file) => file.path))}
                voiceControl={<VoiceAssistantButton session={chat.ensureSession} onTurnDone={() => void chat.refresh().catch(() => undefined)} disabled={chat.building} />}
              />
            </Box>
          )}
        </Stack>
      </Group>
    </ChatVoiceProvider>
  );
}
