// The 用户 tab: search, batch group binding, create; the paged users table with its enable switch,
// edit and delete.
import type { UserRead } from '@app/api-client';
import { ConfirmDialog } from '@app/ui';
import { Button } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { ListFooter } from '../list/ListFooter';
import { SearchBar } from '../list/SearchBar';
import { usePagedList } from '../list/usePagedList';
import { useToasts } from '../shared/useToasts';
import { BindGroupsDrawer } from './BindGroupsDrawer';
import { UserFormDrawer } from './UserFormDrawer';
import { UsersTable } from './UsersTable';

/** Which dialog is open: the form (for a user, or null to create one), binding, or a delete. */
type Dialog = { kind: 'form'; user: UserRead | null } | { kind: 'bind' } | { kind: 'delete'; user: UserRead } | null;

export function UsersTab() {
  const { t } = useTranslation('admin');
  const { api, currentUserId } = useAdminUi();
  const toasts = useToasts();
  const onListError = useCallback(() => toasts.failedWith(t('users.listFailed'), t('errors:tryLater')), [toasts, t]);
  const list = usePagedList((query) => api.users.list(query), onListError);
  const [selected, setSelected] = useState<ReadonlyMap<string, UserRead>>(new Map());
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const select = (users: UserRead[], on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      for (const user of users) {
        if (on) next.set(user.id, user);
        else next.delete(user.id);
      }
      return next;
    });

  const setBusy = (userId: string, busy: boolean) =>
    setToggling((previous) => {
      const next = new Set(previous);
      if (busy) next.add(userId);
      else next.delete(userId);
      return next;
    });

  const toggleActive = async (user: UserRead, active: boolean) => {
    setBusy(user.id, true);
    try {
      const updated = await api.users.update(user.id, { is_active: active });
      list.replaceItem((row) => row.id === user.id, updated);
    } catch (error) {
      toasts.failed(t('users.enableFailed'), error);
    } finally {
      setBusy(user.id, false);
    }
  };

  const remove = async (user: UserRead) => {
    try {
      await api.users.remove(user.id);
      toasts.succeeded(t('users.deleteSucceeded'));
      select([user], false);
      list.reloadAfterRemoval();
    } catch (error) {
      toasts.failed(t('users.deleteFailed'), error);
    }
  };

  return (
    <>
      <SearchBar
        placeholder={t('users.searchPlaceholder')}
        onSearch={list.search}
        actions={
          <>
            <Button variant="default" leftSection={<IconUsersGroup size={16} />} disabled={selected.size === 0} onClick={() => setDialog({ kind: 'bind' })}>
              {t('users.bindGroups')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', user: null })}>
              {t('users.create')}
            </Button>
          </>
        }
      />
      <UsersTable
        users={list.items}
        loading={list.loading}
        selectedIds={new Set(selected.keys())}
        onSelect={select}
        togglingIds={toggling}
        onToggleActive={(user, active) => void toggleActive(user, active)}
        onEdit={(user) => setDialog({ kind: 'form', user })}
        onDelete={(user) => setDialog({ kind: 'delete', user })}
        currentUserId={currentUserId}
      />
      <ListFooter list={list} />
      <UserFormDrawer
        opened={dialog?.kind === 'form'}
        user={dialog?.kind === 'form' ? dialog.user : null}
        onClose={close}
        onSaved={() => {
          close();
          list.reload();
        }}
      />
      <BindGroupsDrawer
        opened={dialog?.kind === 'bind'}
        users={[...selected.values()]}
        onClose={close}
        onBound={() => {
          close();
          setSelected(new Map());
          list.reload();
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('users.deleteTitle')}
        message={dialog?.kind === 'delete' ? t('users.deleteConfirm', { name: dialog.user.name || dialog.user.username }) : ''}
        onConfirm={() => (dialog?.kind === 'delete' ? remove(dialog.user) : Promise.resolve())}
        onClose={close}
      />
    </>
  );
}
