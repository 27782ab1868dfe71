// The 用户组 tab: search, create; the paged group table with details, edit and delete, none of
// which is offered for the default group 所有用户.
import { ErrorCode, type UserGroupRead } from '@app/api-client';
import { ConfirmDialog } from '@app/ui';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { hasErrorCode } from '../failureReason';
import { ListFooter } from '../list/ListFooter';
import { NamedItemsTable } from '../list/NamedItemsTable';
import { SearchBar } from '../list/SearchBar';
import { usePagedList } from '../list/usePagedList';
import { useToasts } from '../shared/useToasts';
import { UserGroupDetailDrawer } from './UserGroupDetailDrawer';
import { UserGroupFormModal } from './UserGroupFormModal';

type Dialog =
  | { kind: 'form'; group: UserGroupRead | null }
  | { kind: 'detail'; group: UserGroupRead }
  | { kind: 'delete'; group: UserGroupRead }
  | null;

export function UserGroupsTab() {
  const { t } = useTranslation('admin');
  const { api } = useAdminUi();
  const toasts = useToasts();
  const onListError = useCallback(() => toasts.failedWith(t('groups.listFailed'), t('errors:tryLater')), [toasts, t]);
  const list = usePagedList((query) => api.userGroups.list(query), onListError);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const remove = async (group: UserGroupRead) => {
    try {
      await api.userGroups.remove(group.id);
      toasts.succeeded(t('groups.deleteSucceeded'));
      list.reloadAfterRemoval();
    } catch (error) {
      if (hasErrorCode(error, ErrorCode.WRONG_CREDENTIALS)) toasts.failedWith(t('groups.deleteFailed'), t('groups.defaultDelete'));
      else toasts.failed(t('groups.deleteFailed'), error);
    }
  };

  return (
    <>
      <SearchBar
        placeholder={t('groups.searchPlaceholder')}
        onSearch={list.search}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', group: null })}>
            {t('groups.create')}
          </Button>
        }
      />
      <NamedItemsTable
        items={list.items}
        loading={list.loading}
        headers={{
          name: t('groups.columns.name'),
          count: t('groups.columns.usersCount'),
          description: t('groups.columns.description'),
          createdAt: t('groups.columns.createdAt'),
          actions: t('groups.columns.actions'),
        }}
        count={(group) => group.users_count}
        defaultCount={t('groups.allUsers')}
        createdPrecision="minute"
        onDetail={(group) => setDialog({ kind: 'detail', group })}
        onEdit={(group) => setDialog({ kind: 'form', group })}
        onDelete={(group) => setDialog({ kind: 'delete', group })}
      />
      <ListFooter list={list} />
      <UserGroupFormModal
        opened={dialog?.kind === 'form'}
        group={dialog?.kind === 'form' ? dialog.group : null}
        onClose={close}
        onSaved={() => {
          close();
          list.reload();
        }}
      />
      <UserGroupDetailDrawer group={dialog?.kind === 'detail' ? dialog.group : null} onClose={close} />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('groups.deleteTitle')}
        message={dialog?.kind === 'delete' ? t('groups.deleteConfirm', { name: dialog.group.name }) : ''}
        onConfirm={() => (dialog?.kind === 'delete' ? remove(dialog.group) : Promise.resolve())}
        onClose={close}
      />
    </>
  );
}
