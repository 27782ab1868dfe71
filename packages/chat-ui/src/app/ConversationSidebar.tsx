// The app chat's sidebar: the 新对话 button over the user's conversations, each with a delete menu.
// The server's default title shows in the user's language.
import { DEFAULT_CONVERSATION_TITLE } from '@app/api-client';
import { Button, ScrollArea, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SessionList } from '../sessions/SessionList';
import type { AppConversation } from './appChatApi';

export interface ConversationSidebarProps {
  conversations: readonly AppConversation[];
  selected: string | null;
  onSelect(id: string): void;
  onNew(): void;
  onDelete(id: string): void;
}

export function ConversationSidebar({ conversations, selected, onSelect, onNew, onDelete }: ConversationSidebarProps) {
  const { t } = useTranslation('chat');
  const labels = Object.fromEntries(conversations.map((conversation) => [conversation.id, !conversation.title || conversation.title === DEFAULT_CONVERSATION_TITLE ? t('app.newChat') : conversation.title]));
  return (
    <Stack gap="sm" h="100%" p="sm">
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onNew} fullWidth>
        {t('app.newChat')}
      </Button>
      <ScrollArea style={{ flex: 1 }} type="scroll">
        <SessionList sessions={conversations.map((conversation) => conversation.id)} labels={labels} selected={selected} onSelect={onSelect} onDelete={onDelete} heading={t('app.conversations')} />
      </ScrollArea>
    </Stack>
  );
}
