// /policy (权限策略): search, create; the paged policy table sorted by created time, with
// details, edit and delete, none of which is offered for the default policy group.
import { ErrorCode, type PolicyGroupRead } from '@app/api-client';
import { ConfirmDialog } from '@app/ui';
import { Button, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { hasErrorCode } from '../failureReason';
import { ListFooter } from '../list/ListFooter';
import { NamedItemsTable } from '../list/NamedItemsTable';
import { SearchBar } from '../list/SearchBar';
import { usePagedList } from '../list/usePagedList';
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
      <NamedItemsTable
        items={list.items}
        loading={list.loading}
        headers={{
          name: t('policies.columns.name'),
          count: t('policies.columns.storesCount'),
          description: t('policies.columns.description'),
          createdAt: (
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
          ),
          actions: t('policies.columns.actions'),
        }}
        createdHeaderProps={{ 'aria-sort': ascending ? 'ascending' : 'descending' }}
        count={(policy) => policy.stores_count}
        defaultCount={t('policies.all')}
        createdPrecision="second"
        onDetail={(policy) => setDialog({ kind: 'detail', policy })}
        onEdit={(policy) => setDialog({ kind: 'form', policy })}
        onDelete={(policy) => setDialog({ kind: 'delete', policy })}
      />
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
        message={
          dialog?.kind === 'delete' && dialog.policy.stores_count > 0
            ? t('policies.deleteConfirmBound', { count: dialog.policy.stores_count })
            : t('policies.deleteConfirm')
        }
        onConfirm={() => (dialog?.kind === 'delete' ? remove(dialog.policy) : Promise.resolve())}
        onClose={close}
      />
    </Paper>
  );
}
