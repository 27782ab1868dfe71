// /policy (权限策略): search, create; the paged policy table sorted by created time, with
// details, edit and delete, none of which is offered for the default policy group.
import { EMPTY_UUID, ErrorCode, type PolicyGroupRead } from '@app/api-client';
import { Button, Group, Paper, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { hasErrorCode } from '../failureReason';
import { formatDateTime } from '../list/formatDateTime';
import { ListFooter } from '../list/ListFooter';
import { ListRows } from '../list/ListRows';
import { SearchBar } from '../list/SearchBar';
import { usePagedList } from '../list/usePagedList';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { RowActions } from '../shared/RowActions';
import { useToasts } from '../shared/useToasts';
import { PolicyDetailDrawer } from './PolicyDetailDrawer';
import { PolicyFormDrawer } from './PolicyFormDrawer';

type Dialog =
  | { kind: 'form'; policy: PolicyGroupRead | null }
  | { kind: 'detail'; policy: PolicyGroupRead }
  | { kind: 'delete'; policy: PolicyGroupRead }
  | null;

export function PolicyPage() {
  const { t } = useTranslation('admin');
  const { api } = useAdminUi();
  const toasts = useToasts();
  const onListError = useCallback(() => toasts.failedWith(t('policies.listFailed'), t('errors:tryLater')), [toasts, t]);
  const list = usePagedList((query) => api.policies.list(query), onListError);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const none = t('list.none');
  const ascending = list.order === 'asc';

  const remove = async (policy: PolicyGroupRead) => {
    try {
      await api.policies.remove(policy.id);
      toasts.succeeded(t('policies.deleteSucceeded'));
      list.reloadAfterRemoval();
    } catch (error) {
      if (hasErrorCode(error, ErrorCode.WRONG_CREDENTIALS)) toasts.failedWith(t('policies.deleteFailed'), t('policies.defaultDelete'));
      else toasts.failed(t('policies.deleteFailed'), error);
    }
  };

  return (
    <Paper p="lg">
      <Title order={3} mb="md">
        {t('policies.title')}
      </Title>
      <SearchBar
        placeholder={t('policies.searchPlaceholder')}
        onSearch={list.search}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', policy: null })}>
            {t('policies.create')}
          </Button>
        }
      />
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('policies.columns.name')}</Table.Th>
              <Table.Th>{t('policies.columns.storesCount')}</Table.Th>
              <Table.Th>{t('policies.columns.description')}</Table.Th>
              <Table.Th aria-sort={ascending ? 'ascending' : 'descending'}>
                <UnstyledButton
                  onClick={() => list.setOrder(ascending ? 'desc' : 'asc')}
                  aria-label={t(ascending ? 'policies.sortDescending' : 'policies.sortAscending')}
                  fw={700}
                  fz="sm"
                >
                  <Group gap={4} wrap="nowrap">
                    {t('policies.columns.createdAt')}
                    {ascending ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />}
                  </Group>
                </UnstyledButton>
              </Table.Th>
              <Table.Th>{t('policies.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <ListRows
            items={list.items}
            loading={list.loading}
            columns={5}
            row={(policy) => {
              const isDefault = policy.id === EMPTY_UUID;
              return (
                <Table.Tr key={policy.id}>
                  <Table.Td fw={500}>{policy.name}</Table.Td>
                  <Table.Td>{isDefault ? t('policies.all') : policy.stores_count}</Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm" lineClamp={2}>
                      {policy.description || none}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(policy.created_at, 'second') ?? none}</Table.Td>
                  <Table.Td>
                    {!isDefault && (
                      <RowActions
                        onDetail={() => setDialog({ kind: 'detail', policy })}
                        onEdit={() => setDialog({ kind: 'form', policy })}
                        onDelete={() => setDialog({ kind: 'delete', policy })}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            }}
          />
        </Table>
      </Table.ScrollContainer>
      <ListFooter list={list} />
      <PolicyFormDrawer
        opened={dialog?.kind === 'form'}
        policy={dialog?.kind === 'form' ? dialog.policy : null}
        onClose={close}
        onSaved={() => {
          close();
          list.reload();
        }}
      />
      <PolicyDetailDrawer policy={dialog?.kind === 'detail' ? dialog.policy : null} onClose={close} />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('policies.deleteTitle')}
        message={t('policies.deleteConfirm')}
        onConfirm={() => (dialog?.kind === 'delete' ? remove(dialog.policy) : Promise.resolve())}
        onClose={close}
      />
    </Paper>
  );
}
