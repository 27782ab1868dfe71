// 日志: the flow's execution log, a paged table of its component runs with their times (spec/3
// section 2, Execution logs; pages of 20).
import type { Paged, TransactionRecord } from '@app/api-client';
import { Badge, Center, Loader, Modal, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { formatDateTime } from '../variables/formatDateTime';

export const LOG_PAGE_SIZE = 20;

/** yyyy-MM-dd HH:mm:ss: runs of one build are seconds apart. */
function formatLogTime(iso: string): string {
  const date = new Date(iso);
  const minutes = formatDateTime(iso);
  return minutes && `${minutes}:${String(date.getSeconds()).padStart(2, '0')}`;
}

export interface FlowLogsDialogProps {
  opened: boolean;
  flowId: string;
  onClose(): void;
}

export function FlowLogsDialog({ opened, flowId, onClose }: FlowLogsDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <Modal opened={opened} onClose={onClose} title={t('logs.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered size="xl">
      <FlowLogs flowId={flowId} />
    </Modal>
  );
}

function FlowLogs({ flowId }: { flowId: string }) {
  const { t } = useTranslation('editor');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Paged<TransactionRecord> | null>(null);

  useEffect(() => {
    let live = true;
    api.monitor.transactions({ flow_id: flowId, page, size: LOG_PAGE_SIZE }).then(
      (next) => live && setAnswer(next),
      (error: unknown) => {
        if (!live) return;
        toasts.failed(t('logs.loadFailed'), error);
        setAnswer({ items: [], page, pages: 1, size: LOG_PAGE_SIZE, total: 0 });
      },
    );
    return () => {
      live = false;
    };
  }, [api, flowId, page, toasts, t]);

  if (!answer) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (answer.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        {t('logs.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <ScrollArea.Autosize mah="60vh">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('logs.timestamp')}</Table.Th>
              <Table.Th>{t('logs.component')}</Table.Th>
              <Table.Th>{t('logs.status')}</Table.Th>
              <Table.Th>{t('logs.error')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLogTime(row.timestamp)}</Table.Td>
                <Table.Td>{row.vertex_id}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={row.status === 'success' ? 'green' : row.error ? 'red' : 'gray'}>
                    {row.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="red" lineClamp={2}>
                    {row.error ?? ''}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {answer.pages > 1 && <Pagination total={answer.pages} value={page} onChange={setPage} siblings={2} size="sm" style={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
