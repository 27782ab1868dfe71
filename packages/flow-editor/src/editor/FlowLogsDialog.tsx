// 日志: the flow's execution log, a paged table of its component runs with their times (spec/3
// section 2, Execution logs; pages of 20).
import type { Paged, TransactionRecord } from '@app/api-client';
import { isCodedText, type CodedText } from '@app/flow-graph';
import { wordCodedText } from '@app/i18n';
import { formatDateTime } from '@app/ui';
import { Badge, Center, Loader, Modal, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { isEditorGenericNode } from '../store/graph';
import { useFlowStore } from '../store/FlowStoreProvider';
import type { FlowStoreState } from '../store/types';

export const LOG_PAGE_SIZE = 20;

/** The statuses the server records (success, error), worded; any other shows as sent. */
const STATUS_COLORS: Record<string, string> = { success: 'green', error: 'red' };

/** Each component's name on the canvas by node id, so the log names components as the user sees them. */
function selectComponentNames(state: FlowStoreState): Record<string, string> {
  const names: Record<string, string> = {};
  for (const node of state.nodes) if (isEditorGenericNode(node)) names[node.id] = node.data.node.display_name || node.id;
  return names;
}

/** The coded reason a failed run stored in its error output (`{message: {coded}, type: 'error'}`), if any. */
function storedCodedError(row: TransactionRecord): CodedText | undefined {
  if (typeof row.outputs !== 'object' || row.outputs === null) return undefined;
  for (const output of Object.values(row.outputs as Record<string, unknown>)) {
    const coded = (output as { message?: { coded?: unknown } } | null)?.message?.coded;
    if (isCodedText(coded)) return coded;
  }
  return undefined;
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
  const { t, i18n } = useTranslation('editor');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Paged<TransactionRecord> | null>(null);
  const componentNames = useFlowStore(useShallow(selectComponentNames));

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

  const errorText = (row: TransactionRecord): string => {
    const coded = storedCodedError(row);
    return coded ? wordCodedText(i18n, coded) : (row.error ?? '');
  };

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
              {/* One line: a column sized to its badges would break 状态 between its characters. */}
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('logs.status')}</Table.Th>
              <Table.Th>{t('logs.error')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.timestamp, 'second')}</Table.Td>
                {/* A component deleted since keeps its id: the log outlives the canvas. */}
                <Table.Td title={row.vertex_id}>{componentNames[row.vertex_id] ?? row.vertex_id}</Table.Td>
                {/* Sized to the badge and never wrapped, so the table squeezes the error column, not the status. */}
                <Table.Td w={1} style={{ whiteSpace: 'nowrap' }}>
                  {/* The label's own overflow would let it shrink to nothing in a column sized to its content. */}
                  <Badge variant="light" color={STATUS_COLORS[row.status] ?? (row.error ? 'red' : 'gray')} styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>
                    {row.status in STATUS_COLORS ? t(`logs.statuses.${row.status}`) : row.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {/* The stored coded reason in the reader's language; the server's English is the fallback. */}
                  <Text size="xs" c="red" lineClamp={2}>
                    {errorText(row)}
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
