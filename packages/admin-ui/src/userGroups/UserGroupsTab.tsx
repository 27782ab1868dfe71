// The 用户组 tab: search, create; the paged group table with details, edit and delete, none of
// which is offered for the default group 所有用户.
import { EMPTY_UUID, ErrorCode, type UserGroupRead } from '@app/api-client';
import { Button, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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
  const none = t('list.none');

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
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('groups.columns.name')}</Table.Th>
              <Table.Th>{t('groups.columns.usersCount')}</Table.Th>
              <Table.Th>{t('groups.columns.description')}</Table.Th>
              <Table.Th>{t('groups.columns.createdAt')}</Table.Th>
              <Table.Th>{t('groups.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <ListRows
            items={list.items}
            loading={list.loading}
            columns={5}
            row={(group) => {
              const isDefault = group.id === EMPTY_UUID;
              return (
                <Table.Tr key={group.id}>
                  <Table.Td fw={500}>{group.name}</Table.Td>
                  <Table.Td>{isDefault ? t('groups.allUsers') : group.users_count}</Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm" lineClamp={2}>
                      {group.description || none}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(group.created_at, 'minute') ?? none}</Table.Td>
                  <Table.Td>
                    {!isDefault && (
                      <RowActions
                        onDetail={() => setDialog({ kind: 'detail', group })}
                        onEdit={() => setDialog({ kind: 'form', group })}
                        onDelete={() => setDialog({ kind: 'delete', group })}
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
