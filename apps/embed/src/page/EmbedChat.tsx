// The embedded chat page at /rest/bot (spec/2 "Embedded public chat page"), composed from
// @app/chat-ui: a header with the app's icon and name, 新对话 and the close-window action; the
// app's greeting and suggestion chips while the conversation is empty; streamed answers, each with
// a speak button (voice playback); the input
// (不可发送空消息, 终止 while building); and the AI-generated footer. A channel code that cannot be
// used shows why instead.
import { ChatEmptyState, ChatInput, ChatVoiceProvider, FlowIcon, SuggestionChips, type ChatVoice } from '@app/chat-ui';
import { ActionIcon, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMessagePlus, IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmbedApi, EmbedRefusal } from './embedApi';
import { LazyMessageList, preloadMessageList } from './LazyMessageList';
import { useEmbedChat } from './useEmbedChat';

export interface EmbedChatProps {
  storeId: string;
  api: EmbedApi;
  onClose(): void;
}

function RefusalScreen({ refusal, onRetry }: { refusal: EmbedRefusal; onRetry(): void }) {
  const { t } = useTranslation('embed');
  return (
    <Center h="100dvh" p="xl">
      <Stack align="center" gap="sm" maw={360} role="alert">
        <IconAlertCircle size={40} color="var(--mantine-color-red-6)" aria-hidden />
        <Text ta="center">{t(`refused.${refusal}`)}</Text>
        {refusal === 'failed' && (
          <Button variant="light" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

export function EmbedChat({ storeId, api, onClose }: EmbedChatProps) {
  const { t } = useTranslation('embed');
  const { t: tc } = useTranslation('chat');
  const chat = useEmbedChat(storeId, api);
  const { info, node, messages, building, notice } = chat;
  const flowId = info?.flow_id;
  const { speech } = api;
  const voice = useMemo<ChatVoice | null>(() => (speech && flowId ? { flowId, speech } : null), [speech, flowId]);

  useEffect(() => {
    if (info) document.title = info.name;
  }, [info]);

  if (chat.refusal) return <RefusalScreen refusal={chat.refusal} onRetry={chat.reload} />;
  if (!info) {
    return (
      <Center h="100dvh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }

  const chips = <SuggestionChips suggestions={node.suggestions} onPick={chat.send} disabled={building} />;
  return (
    <Stack h="100dvh" gap={0}>
      <Group component="header" gap="xs" px="sm" h={52} wrap="nowrap" style={{ flexShrink: 0, borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <FlowIcon kind="app" icon={info.icon} color={info.icon_bg_color} size={30} />
        <Text fw={600} truncate style={{ flex: 1 }}>
          {info.name}
        </Text>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={tc('app.newChat')} title={tc('app.newChat')} onClick={chat.newChat} disabled={building}>
          <IconMessagePlus size={20} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('close')} title={t('close')} onClick={onClose}>
          <IconX size={20} />
        </ActionIcon>
      </Group>
      <Box style={{ flex: 1, minHeight: 0 }}>
        <ChatVoiceProvider value={voice}>
          <LazyMessageList
            messages={messages}
            senderName={info.name}
            empty={
              <ChatEmptyState icon={<FlowIcon kind="app" icon={info.icon} color={info.icon_bg_color} size={56} />} title={info.name} hint={node.greeting || info.description || ''}>
                {chips}
              </ChatEmptyState>
            }
          />
        </ChatVoiceProvider>
      </Box>
      <Stack gap={6} p="sm" pt="xs" onFocusCapture={() => void preloadMessageList()} onPointerDownCapture={() => void preloadMessageList()}>
        {messages.length > 0 && !building && chips}
        {notice && (
          <Box role="status" c={notice.kind === 'error' ? 'red' : 'dimmed'} fz="sm">
            <Text inherit fw={500}>
              {notice.title}
            </Text>
            {notice.list?.map((line) => (
              <Text inherit key={line}>
                {line}
              </Text>
            ))}
          </Box>
        )}
        <ChatInput onSend={(text) => chat.send(text)} building={building} onStop={chat.stop} emptyMessage={tc('app.emptyMessage')} />
        <Text size="xs" c="dimmed" ta="center">
          {tc('app.footer')}
        </Text>
      </Stack>
    </Stack>
  );
}
