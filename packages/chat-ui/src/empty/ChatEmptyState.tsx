// What the chat shows before the first message: 新建聊天 and 使用聊天提示测试你的流程 unless the app
// gives its own (an app's icon, name and greeting), with room for suggestion chips under it.
import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChatEmptyStateProps {
  title?: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Shown under the hint, such as SuggestionChips. */
  children?: ReactNode;
}

export function ChatEmptyState({ title, hint, icon, children }: ChatEmptyStateProps) {
  const { t } = useTranslation('chat');
  return (
    <Center h="100%" p="xl">
      <Stack align="center" gap="sm" maw={560}>
        {icon ?? (
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconMessageChatbot size={28} />
          </ThemeIcon>
        )}
        {/* A title or hint given by the caller is the app's own (its name and greeting): user data. */}
        <Text fw={600} size="lg" ta="center" data-user-content={title === undefined ? undefined : ''}>
          {title ?? t('empty.title')}
        </Text>
        <Text c="dimmed" size="sm" ta="center" style={{ whiteSpace: 'pre-wrap' }} data-user-content={hint === undefined ? undefined : ''}>
          {hint ?? t('empty.hint')}
        </Text>
        {children}
      </Stack>
    </Center>
  );
}
