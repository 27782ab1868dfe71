// A session's message log (the session menu's 消息日志): every message with its time and sender.
import type { ChatMessage } from '@app/flow-graph';
import { ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../variables/formatDateTime';

export function SessionMessageLog({ session, messages }: { session: string; messages: readonly ChatMessage[] }) {
  const { t } = useTranslation('playground');
  return (
    <Stack gap="sm" p="md" h="100%">
      <Title order={5}>{t('logs.title', { session })}</Title>
      {messages.length === 0 ? (
        <Text c="dimmed">{t('logs.empty')}</Text>
      ) : (
        <ScrollArea style={{ flex: 1 }}>
          <Table striped highlightOnHover aria-label={t('logs.title', { session })}>
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
                  <Table.Td>{message.sender}</Table.Td>
                  <Table.Td>{message.sender_name}</Table.Td>
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
