// The failed jobs' table: flow, who started it, 失败 / 中断, the reason in the reader's language,
// started and ended times. Read-only: a job stopped midway cannot be retried safely.
import type { FailedJobRead } from '@app/api-client';
import { wordCodedText } from '@app/i18n';
import { DateTimeCell } from '@app/ui';
import { Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRows } from '../list/ListRows';
import { jobOwner } from './jobOwner';

const COLUMNS = 6;
const statusColour: Record<FailedJobRead['status'], string> = { failed: 'red', interrupted: 'orange' };
const noWrap = { whiteSpace: 'nowrap' } as const;

/** A word over an id: what is left of a deleted flow or user, or whose key or visitor it was. */
function Described({ label, id }: { label: string; id: string }) {
  return (
    <>
      <Text size="sm">{label}</Text>
      <Text size="xs" c="dimmed" ff="monospace" data-user-content style={{ wordBreak: 'break-all' }}>
        {id}
      </Text>
    </>
  );
}

export function FailedJobsTable({ jobs, loading, empty }: { jobs: FailedJobRead[]; loading: boolean; empty: string }) {
  const { t, i18n } = useTranslation('admin');
  const none = t('list.none');

  const owner = (job: FailedJobRead): ReactNode => {
    const who = jobOwner(job);
    if (who.kind === 'user') return <Text size="sm" data-user-content>{who.username}</Text>;
    return <Described label={t(`failedJobs.owner.${who.kind}`)} id={who.id} />;
  };

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={noWrap}>{t('failedJobs.columns.flow')}</Table.Th>
            <Table.Th style={noWrap}>{t('failedJobs.columns.owner')}</Table.Th>
            <Table.Th style={noWrap}>{t('failedJobs.columns.status')}</Table.Th>
            <Table.Th style={noWrap}>{t('failedJobs.columns.reason')}</Table.Th>
            <Table.Th style={noWrap}>{t('failedJobs.columns.startedAt')}</Table.Th>
            <Table.Th style={noWrap}>{t('failedJobs.columns.endedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <ListRows
          items={jobs}
          loading={loading}
          columns={COLUMNS}
          empty={empty}
          row={(job) => (
            <Table.Tr key={job.id}>
              <Table.Td maw={220}>
                {job.flow_name === null ? (
                  <Described label={t('failedJobs.flowGone')} id={job.flow_id} />
                ) : (
                  <Text size="sm" fw={500} data-user-content>
                    {job.flow_name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={200}>{owner(job)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColour[job.status]} tt="none" styles={{ label: { overflow: 'visible' } }}>
                  {t(`failedJobs.status.${job.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td maw={380}>
                <Text size="sm">{job.reason ? wordCodedText(i18n, job.reason) : none}</Text>
              </Table.Td>
              <Table.Td>
                <DateTimeCell iso={job.started_at} precision="second" none={none} />
              </Table.Td>
              <Table.Td>
                <DateTimeCell iso={job.ended_at} precision="second" none={none} />
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Table>
    </Table.ScrollContainer>
  );
}
