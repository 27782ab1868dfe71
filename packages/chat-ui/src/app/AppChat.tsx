// The chat with a marketplace app, composed from the package's parts (spec/2 chat page): the
// conversations sidebar (folding away on small screens), the header (like, share, development
// info; hidden by is_header=false; a close button for is_close_btn=true), the messages with the
// app's greeting and chips while empty, regenerate on the last answer, the input with attachments,
// the voice (a speak button per answer, the input's voice assistant) when the host gives it,
// and the footer saying the content is AI generated. The console's /chat/bot/{id} and the embedded
// page of a later issue render it with their own AppChatApi.
import { ActionIcon, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestionChips } from '../empty/SuggestionChips';
import { ChatEmptyState } from '../empty/ChatEmptyState';
import { ChatInput } from '../input/ChatInput';
import { ChatMessageList } from '../messages/ChatMessageList';
import type { AppChatApi, AppChatNotification } from './appChatApi';
import { APP_CHAT_HEADER_HEIGHT, AppChatHeader } from './AppChatHeader';
import { FlowIcon } from '../shared/FlowIcon';
import { ConversationSidebar } from './ConversationSidebar';
import { useAppChat } from './useAppChat';
import { ChatVoiceProvider, type ChatVoice } from '../voice/chatVoice';
import { VoiceAssistantButton } from '../voice/VoiceAssistantButton';

/** Below 768 px the sidebar folds away behind the header's toggle (spec/1 section 2). */
const COMPACT_QUERY = '(max-width: 47.99em)';
const SIDEBAR_WIDTH = 260;

export interface AppChatProps {
  storeId: string;
  api: AppChatApi;
  notify(notification: AppChatNotification): void;
  /** The store info could not be read (a missing app, or one the policy refuses): the host leaves. */
  onLoadFailed(): void;
  /** The address the share popover offers. */
  shareUrl: string;
  /** is_header=false hides the header. */
  showHeader?: boolean;
  /** is_close_btn=true: a close button calls it. */
  onClose?(): void;
  /** The developer preview of the working copy (a badge says so). */
  preview?: boolean;
  /** The configured upload limit in MB. */
  maxFileSizeMb?: number;
  /** Small-screen layout; follows the viewport width when not given. */
  compact?: boolean;
  /** The app's name once its store info is read, so the host can title its window. */
  onAppName?(name: string): void;
}

export function AppChat({ storeId, api, notify, onLoadFailed, shareUrl, showHeader = true, onClose, preview, maxFileSizeMb, compact, onAppName }: AppChatProps) {
  const { t } = useTranslation('chat');
  const small = useMediaQuery(COMPACT_QUERY) ?? false;
  const isCompact = compact ?? small;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const chat = useAppChat({ storeId, api, notify, onLoadFailed });
  const { info, node, building, messages } = chat;
  const upload = api.upload;
  const flowId = info?.flow_id;
  const appName = info?.name;
  useEffect(() => {
    if (appName) onAppName?.(appName);
  }, [appName, onAppName]);
  const voice = useMemo<ChatVoice | null>(() => {
    const calls = api.voice;
    if (!calls || !flowId) return null;
    const { socketUrl } = calls;
    return { flowId, speech: calls.speech, keys: calls.keys, socketUrl: socketUrl && ((session) => socketUrl(flowId, session, storeId)) };
  }, [api.voice, flowId, storeId]);

  if (!info) {
    return (
      <Center h="100dvh">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }

  const showSidebar = !isCompact || sidebarOpen;
  const closeOnCompact = () => isCompact && setSidebarOpen(false);
  const chips = (
    <SuggestionChips suggestions={node.suggestions} onPick={(text) => chat.send(text)} disabled={building} />
  );

  return (
    <ChatVoiceProvider value={voice}>
      <Box h="100dvh" display="flex" style={{ position: 'relative', overflow: 'hidden' }}>
        {showSidebar && (
          <Box
            component="nav"
            aria-label={t('app.conversations')}
            w={SIDEBAR_WIDTH}
            bg="var(--mantine-color-body)"
            style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-default-border)', ...(isCompact ? { position: 'absolute', inset: `${showHeader ? APP_CHAT_HEADER_HEIGHT : 0}px auto 0 0`, zIndex: 10 } : {}) }}
          >
            <ConversationSidebar
              conversations={chat.conversations}
              selected={chat.selected}
              onSelect={(id) => {
                chat.select(id);
                closeOnCompact();
              }}
              onNew={() => {
                chat.select(null);
                closeOnCompact();
              }}
              onDelete={(id) => void chat.remove(id)}
            />
          </Box>
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          {showHeader ? (
            <AppChatHeader
              info={info}
              shareUrl={shareUrl}
              onLike={() => void chat.like()}
              notify={notify}
              compact={isCompact}
              sidebarOpen={sidebarOpen}
              onToggleSidebar={() => setSidebarOpen((open) => !open)}
              preview={preview}
              onClose={onClose}
            />
          ) : (
            onClose && (
              <ActionIcon variant="subtle" color="gray" aria-label={t('app.close')} onClick={onClose} style={{ position: 'absolute', top: 8, right: 8, zIndex: 11 }}>
                <IconX size={18} />
              </ActionIcon>
            )
          )}
          <Box style={{ flex: 1, minHeight: 0 }}>
            <ChatMessageList
              messages={messages}
              awaitingReply={building}
              senderName={info.name}
              onRegenerate={building ? undefined : () => chat.regenerate()}
              empty={
                <ChatEmptyState icon={<FlowIcon kind="app" icon={info.icon} color={info.icon_bg_color} size={56} />} title={info.name} hint={node.greeting || info.description || ''}>
                  {chips}
                </ChatEmptyState>
              }
            />
          </Box>
          <Stack gap={6} p="md" pt="xs" w="100%" maw={860} mx="auto">
            {messages.length > 0 && !building && chips}
            <ChatInput
              onSend={(text, files) => chat.send(text, files.map((file) => file.path))}
              building={building}
              onStop={chat.stop}
              allowFiles={Boolean(upload)}
              onUpload={upload && ((file, onProgress) => upload(storeId, file, onProgress))}
              maxFileSizeMb={maxFileSizeMb}
              emptyMessage={t('app.emptyMessage')}
              attachLabel={t('app.attachHint')}
              voiceControl={<VoiceAssistantButton session={chat.ensureConversation} onTurnDone={chat.refresh} disabled={building} />}
            />
            <Text size="xs" c="dimmed" ta="center">
              {t('app.footer')}
            </Text>
          </Stack>
        </Stack>
      </Box>
    </ChatVoiceProvider>
  );
}
