// 发布历史 (spec/2 "Publish history dialog"): the flow's releases and decommissions, newest first,
// 50 a page, each with its time, note and 已上架 / 已下架; 下架应用 (while published) asks first.
import { RELEASE_HISTORY_PAGE_SIZE, ReleaseAction, type Paged, type ReleaseHistoryItem } from '@app/api-client';
import { formatDateTime } from '@app/ui';
import { Badge, Button, Center, Group, Loader, Modal, Pagination, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { UnpublishDialog } from './UnpublishDialog';

export interface ReleaseHistoryDialogProps {
  opened: boolean;
  flowId: string;
  /** The app is published now: 下架应用 is offered. */
  published: boolean;
  onClose(): void;
  onUnpublished(): void;
}

export function ReleaseHistoryDialog({ opened, flowId, published, onClose, onUnpublished }: ReleaseHistoryDialogProps) {
  const { t } = useTranslation('editor');
  const [confirming, setConfirming] = useState(false);
  // Read again after an unpublish adds its entry.
  const [revision, setRevision] = useState(0);
  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t('history.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered size="lg">
        <Stack gap="md">
          <Group justify="flex-end">
            <Button size="compact-sm" color="red" variant="light" leftSection={<IconArchive size={14} />} disabled={!published} onClick={() => setConfirming(true)}>
              {t('history.unpublish')}
            </Button>
          </Group>
          {opened && <ReleaseHistory key={revision} flowId={flowId} />}
        </Stack>
      </Modal>
      <UnpublishDialog
        opened={confirming}
        flowId={flowId}
        onClose={() => setConfirming(false)}
        onUnpublished={() => {
          setRevision((value) => value + 1);
          onUnpublished();
        }}
      />
    </>
  );
}

function ReleaseHistory({ flowId }: { flowId: string }) {
  const { t } = useTranslation('editor');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Paged<ReleaseHistoryItem> | null>(null);

  useEffect(() => {
    let live = true;
    api.store.releaseHistory(flowId, { page, size: RELEASE_HISTORY_PAGE_SIZE }).then(
      (next) => live && setAnswer(next),
      (error: unknown) => {
        if (!live) return;
        toasts.failed(t('history.loadFailed'), error);
        setAnswer({ items: [], page, pages: 1, size: RELEASE_HISTORY_PAGE_SIZE, total: 0 });
      },
    );
    return () => {
      live = false;
    };
  }, [api, flowId, page, toasts, t]);

  if (!answer) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (answer.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <ScrollArea.Autosize mah="60vh">
        <Stack gap="xs" role="list" aria-label={t('history.title')}>
          {answer.items.map((item) => (
            <Paper key={item.id} withBorder p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" mb={4}>
                <Text size="sm" c="dimmed">
                  {formatDateTime(item.updated_at, 'second')}
                </Text>
                <Badge variant="light" tt="none" color={item.tpe === ReleaseAction.RELEASE ? 'green' : 'gray'}>
                  {t(item.tpe === ReleaseAction.RELEASE ? 'history.released' : 'history.cancelled')}
                </Badge>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-user-content>
                {item.note}
              </Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {answer.pages > 1 && <Pagination total={answer.pages} value={page} onChange={setPage} siblings={2} size="sm" style={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
