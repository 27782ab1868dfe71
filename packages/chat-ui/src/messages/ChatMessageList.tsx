// The chat's messages, oldest first: questions on the right, replies on the left. The app passes
// the messages and handles the actions; the list follows new messages and streamed tokens.
import { Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChatMessageItem, type ChatMessageHandlers } from './ChatMessageItem';
import { isStreamingMessage, type ChatListMessage } from './messageParts';
import { useStickToBottom } from './useStickToBottom';

export interface ChatMessageListProps extends ChatMessageHandlers {
  messages: readonly ChatListMessage[];
  /** The reply tokens are arriving for; messages with properties.state 'partial' count too. */
  streamingMessageId?: string;
  /** The name of replies without a sender name; AI when not given. */
  senderName?: string;
  /** Shown when there are no messages, such as ChatEmptyState. */
  empty?: ReactNode;
}

export function ChatMessageList({ messages, streamingMessageId, senderName, empty, ...handlers }: ChatMessageListProps) {
  const { ref, onScroll } = useStickToBottom<HTMLDivElement>(messages);
  return (
    <Box ref={ref} onScroll={onScroll} h="100%" style={{ overflowY: 'auto' }} data-testid="chat-message-list">
      {messages.length === 0 ? (
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
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
