// A session's message log (the session menu's 消息日志): every message with its time and sender.
import type { ChatMessage } from '@app/flow-graph';
import { formatDateTime } from '@app/ui';
import { ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SessionMessageLogProps {
  session: string;
  /** The flow's default session (its id), named 默认会话 as in the session list. */
  defaultSessionId: string;
  messages: readonly ChatMessage[];
}

/** The protocol's sender types, worded; any other shows as sent. */
const SENDERS = new Set(['User', 'Machine']);

export function SessionMessageLog({ session, defaultSessionId, messages }: SessionMessageLogProps) {
  const { t } = useTranslation('playground');
  const title = t('logs.title', { session: session === defaultSessionId ? t('chat:sessions.defaultSession') : session });
  return (
    <Stack gap="sm" p="md" h="100%">
      <Title order={5}>{title}</Title>
      {messages.length === 0 ? (
        <Text c="dimmed">{t('logs.empty')}</Text>
      ) : (
        <ScrollArea style={{ flex: 1 }}>
          <Table striped highlightOnHover aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('logs.columns.timestamp')}</Table.Th>
                <Table.Th>{t('logs.columns.sender')}</Table.Th>
                <Table.Th>{t('logs.columns.senderName')}</Table.Th>
                <Table.Th>{t('logs.columns.text')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.map((message) => (
                <Table.Tr key={message.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.timestamp)}</Table.Td>
                  <Table.Td>{SENDERS.has(message.sender) ? t(`logs.senders.${message.sender}`) : message.sender}</Table.Td>
                  {/* Chat Input's stock name, like the chat shows it. */}
                  <Table.Td>{message.sender === 'User' && message.sender_name === 'User' ? t('logs.senders.User') : message.sender_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
