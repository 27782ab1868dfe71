// 失败任务: the jobs that did not complete (the dead letters of queue mode), newest end first, 15
// a page, with a refresh button. Read-only: a flow stopped midway may have done part of its work
// (sent a message, written a row), so the page offers no retry; the owner runs it again.
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { ListFooter } from '../list/ListFooter';
import { usePagedList } from '../list/usePagedList';
import { useToasts } from '../shared/useToasts';
import { FailedJobsTable } from './FailedJobsTable';

export function FailedJobsPage() {
  const { t } = useTranslation('admin');
  const { api } = useAdminUi();
  const toasts = useToasts();
  const onListError = useCallback((error: unknown) => toasts.failed(t('failedJobs.listFailed'), error), [toasts, t]);
  // The list has neither search nor order: only the page and its size go to the server.
  const list = usePagedList(({ page, size }) => api.failedJobs.list({ page, size }), onListError);

  return (
    <Paper p="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <div>
          <Title order={3}>{t('failedJobs.title')}</Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('failedJobs.intro')}
          </Text>
        </div>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={list.reload} loading={list.loading}>
          {t('failedJobs.refresh')}
        </Button>
      </Group>
      {/* After a failed load the empty table says so, not that nothing failed. */}
      <FailedJobsTable jobs={list.items} loading={list.loading} empty={t(list.failed ? 'failedJobs.loadFailed' : 'failedJobs.empty')} />
      <ListFooter list={list} />
    </Paper>
  );
}
