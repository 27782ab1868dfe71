// The chat's messages, oldest first: questions on the right, replies on the left. The app passes
// the messages and handles the actions; the list follows new messages and streamed tokens.
import { Avatar, Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ChatMessageItem, type ChatMessageHandlers } from './ChatMessageItem';
import { isStreamingMessage, isUserMessage, type ChatListMessage } from './messageParts';
import { useStickToBottom } from './useStickToBottom';

export interface ChatMessageListProps extends ChatMessageHandlers {
  messages: readonly ChatListMessage[];
  /** The reply tokens are arriving for; messages with properties.state 'partial' count too. */
  streamingMessageId?: string;
  /** The name of replies without a sender name; AI when not given. */
  senderName?: string;
  /** Shown when there are no messages, such as ChatEmptyState. */
  empty?: ReactNode;
  /** A question is being answered: until the reply's first message arrives, a generating bubble stands in for it. */
  awaitingReply?: boolean;
}

/** The reply's place while the model has not sent anything yet. */
function PendingReply() {
  const { t } = useTranslation('chat');
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="pending-reply" role="status">
      <Avatar size="sm" color="blue" radius="xl">
        <IconRobot size={16} />
      </Avatar>
      <Paper radius="md" px="sm" py="xs" bg="var(--mantine-color-default-hover)">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" type="dots" />
          <Text size="sm" c="dimmed">
            {t('streaming')}
          </Text>
        </Group>
      </Paper>
    </Group>
  );
}

export function ChatMessageList({ messages, streamingMessageId, senderName, empty, awaitingReply = false, onRegenerate, ...handlers }: ChatMessageListProps) {
  const { ref, onScroll } = useStickToBottom<HTMLDivElement>(messages);
  // Only the last message, when it is a reply, can be asked for again.
  const last = messages.at(-1);
  const regenerateId = onRegenerate && last && !isUserMessage(last) ? last.id : undefined;
  const pending = awaitingReply && (!last || isUserMessage(last));
  return (
    <Box ref={ref} onScroll={onScroll} h="100%" style={{ overflowY: 'auto' }} data-testid="chat-message-list">
      {messages.length === 0 && !pending ? (
        empty
      ) : (
        <Stack gap="md" p="md" role="log" aria-live="polite">
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              streaming={isStreamingMessage(message, streamingMessageId)}
              senderName={senderName}
              {...handlers}
              onRegenerate={message.id === regenerateId ? onRegenerate : undefined}
            />
          ))}
          {pending && <PendingReply />}
        </Stack>
      )}
    </Box>
  );
}
