// One message: who sent it and when, its body (error block, reasoning, markdown, content blocks,
// files) and its actions. Edits show at once, marked (已编辑), and go back when saving fails.
import type { ChatMessage } from '@app/flow-graph';
import { Avatar, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconRobot, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentBlocks } from '../content/ContentBlocks';
import { ChatMarkdown } from '../markdown/ChatMarkdown';
import { ThinkingBlock } from '../markdown/ThinkingBlock';
import { MessageActions } from './MessageActions';
import { MessageEditor } from './MessageEditor';
import { MessageErrorBlock } from './MessageErrorBlock';
import { MessageFiles } from './MessageFiles';
import { formatTimestamp, isUserMessage, messageFiles, type ChatListMessage } from './messageParts';

export interface ChatMessageHandlers {
  onCopy?(text: string, id: string): void;
  /** Saves an edited text; when it rejects the old text comes back. */
  onEdit?(id: string, text: string): Promise<void>;
  onRate?(id: string, positive: boolean | null): void;
  onDelete?(id: string): void;
  /** Shows the component a message came from (the error block's link). */
  onComponentClick?(componentId: string): void;
  /** Where a message's stored file is served, to show pictures and link files. */
  fileUrl?(path: string): string;
  /** Asks again for the last reply; the list offers it on that reply only. */
  onRegenerate?(id: string): void;
}

export interface ChatMessageItemProps extends ChatMessageHandlers {
  message: ChatListMessage;
  streaming: boolean;
  /** The name of replies without a sender name; AI when not given. */
  senderName?: string;
}

/** The saved text shown in place of the message's, while the message still has the text it was edited from. */
interface PendingEdit {
  text: string;
  from: string;
}

/** Chat Input's default sender name (Langflow's): a stock name, worded like an unnamed user's. */
const STOCK_USER_NAME = 'User';

function shownSenderName(message: ChatMessage, user: boolean): string {
  return user && message.sender_name === STOCK_USER_NAME ? '' : message.sender_name;
}

export function ChatMessageItem({ message, streaming, senderName, onCopy, onEdit, onRate, onDelete, onComponentClick, fileUrl, onRegenerate }: ChatMessageItemProps) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<PendingEdit | null>(null);
  const user = isUserMessage(message);
  const shownEdit = pending && pending.from === message.text ? pending : null;
  const text = shownEdit?.text ?? message.text;
  const edited = message.edit || shownEdit !== null;
  const isError = message.category === 'error';
  const name = shownSenderName(message, user) || (user ? t('userSender') : (senderName ?? t('defaultSender')));
  const files = messageFiles(message.files);
  const sourceId = message.properties?.source?.id;
  const showSource = sourceId && onComponentClick ? () => onComponentClick(sourceId) : undefined;
  const blocks = isError ? [] : (message.content_blocks ?? []).filter((block) => block.contents.length > 0);

  const save = (next: string) => {
    setEditing(false);
    if (next === text || !onEdit) return;
    const edit = { text: next, from: message.text };
    setPending(edit);
    onEdit(message.id, next).catch(() => setPending((current) => (current === edit ? null : current)));
  };

  const body = editing ? (
    <MessageEditor initialText={text} onSave={save} onCancel={() => setEditing(false)} />
  ) : (
    <Stack gap="xs">
      {isError && <MessageErrorBlock message={message} onComponentClick={onComponentClick} />}
      {!isError && message.thought && <ThinkingBlock text={message.thought} finished={!streaming || text !== ''} />}
      {!isError && text !== '' && (user || message.properties?.allow_markdown === false ? <PlainText text={text} /> : <ChatMarkdown text={text} />)}
      {blocks.length > 0 && <ContentBlocks blocks={blocks} onComponentClick={showSource} />}
      {files.length > 0 && <MessageFiles files={files} fileUrl={fileUrl} />}
      {streaming && <Loader size="xs" type="dots" aria-label={t('streaming')} />}
    </Stack>
  );

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" justify={user ? 'flex-end' : 'flex-start'} data-testid={`message-${message.id}`} data-sender={user ? 'user' : 'machine'}>
      {!user && (
        <Avatar size="sm" color="blue" radius="xl">
          <IconRobot size={16} />
        </Avatar>
      )}
      <Stack gap={4} maw="85%" miw={0} align={user ? 'flex-end' : 'flex-start'}>
        <Group gap="xs">
          <Text size="xs" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatTimestamp(message.timestamp)}
          </Text>
          {edited && (
            <Text size="xs" c="dimmed">
              {t('edited')}
            </Text>
          )}
        </Group>
        <Paper
          radius="md"
          px="sm"
          py="xs"
          bg={message.properties?.background_color ?? (user ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)')}
          c={message.properties?.text_color ?? undefined}
          w={editing ? '100%' : undefined}
          style={{ overflowWrap: 'anywhere' }}
          // The message itself is user data (a question or the model's answer); an error block is worded by the UI.
          data-user-content={isError ? undefined : ''}
        >
          {body}
        </Paper>
        {!streaming && !editing && (
          <MessageActions
            text={text}
            rating={user ? undefined : message.properties?.positive_feedback}
            speakable={!user && !isError}
            onCopy={onCopy && ((copied) => onCopy(copied, message.id))}
            onEdit={onEdit && !isError ? () => setEditing(true) : undefined}
            onRate={onRate && !user ? (positive) => onRate(message.id, positive) : undefined}
            onDelete={onDelete && (() => onDelete(message.id))}
            onRegenerate={onRegenerate && !user ? () => onRegenerate(message.id) : undefined}
          />
        )}
      </Stack>
      {user && (
        <Avatar size="sm" radius="xl">
          <IconUser size={16} />
        </Avatar>
      )}
    </Group>
  );
}

function PlainText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}
