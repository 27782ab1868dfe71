import type { UserRead } from '@app/api-client';
import { Checkbox, Loader, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../list/formatDateTime';
import { ListRows } from '../list/ListRows';
import { RoleBadge } from '../shared/RoleBadge';
import { RowActions } from '../shared/RowActions';
import { UserChip } from './UserChip';

interface UsersTableProps {
  users: UserRead[];
  loading: boolean;
  selectedIds: ReadonlySet<string>;
  onSelect(users: UserRead[], selected: boolean): void;
  /** Users whose enable switch is waiting for the server. */
  togglingIds: ReadonlySet<string>;
  onToggleActive(user: UserRead, active: boolean): void;
  onEdit(user: UserRead): void;
  onDelete(user: UserRead): void;
  /** The signed-in administrator: no switch or delete on their own row. */
  currentUserId: string | null;
}

const COLUMNS = 10;

// The table scrolls sideways on narrow screens; the actions stay in view at its right edge.
const stickyActions = { position: 'sticky', right: 0, background: 'var(--mantine-color-body)', zIndex: 1 } as const;

export function UsersTable({ users, loading, selectedIds, onSelect, togglingIds, onToggleActive, onEdit, onDelete, currentUserId }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const selectedHere = users.filter((user) => selectedIds.has(user.id)).length;
  const none = t('list.none');

  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('users.selectAll')}
                checked={users.length > 0 && selectedHere === users.length}
                indeterminate={selectedHere > 0 && selectedHere < users.length}
                disabled={users.length === 0}
                onChange={(event) => onSelect(users, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('users.columns.user')}</Table.Th>
            <Table.Th>{t('users.columns.username')}</Table.Th>
            <Table.Th>{t('users.columns.phone')}</Table.Th>
            <Table.Th>{t('users.columns.groups')}</Table.Th>
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <Table.Th>{t('users.columns.createdAt')}</Table.Th>
            <Table.Th>{t('users.columns.lastLoginAt')}</Table.Th>
            <Table.Th>{t('users.columns.active')}</Table.Th>
            <Table.Th style={stickyActions}>{t('users.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <ListRows
          items={users}
          loading={loading}
          columns={COLUMNS}
          row={(user) => {
            const self = user.id === currentUserId;
            return (
              <Table.Tr key={user.id} bg={selectedIds.has(user.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('users.selectRow', { name: user.name || user.username })}
                    checked={selectedIds.has(user.id)}
                    onChange={(event) => onSelect([user], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td maw={240}>
                  <UserChip user={user} />
                </Table.Td>
                <Table.Td>{user.username}</Table.Td>
                <Table.Td>{user.telephone || none}</Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" lineClamp={2}>
                    {user.user_groups.map((group) => group.name).join('、') || none}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RoleBadge role={user.role} />
                </Table.Td>
                <Table.Td>{formatDateTime(user.created_at, 'minute') ?? none}</Table.Td>
                <Table.Td>{formatDateTime(user.last_login_at, 'minute') ?? none}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={t('users.toggleActive', { name: user.name || user.username })}
                    checked={user.is_active}
                    disabled={self || togglingIds.has(user.id)}
                    aria-busy={togglingIds.has(user.id)}
                    thumbIcon={togglingIds.has(user.id) ? <Loader size={10} /> : undefined}
                    onChange={(event) => onToggleActive(user, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td style={stickyActions}>
                  <RowActions onEdit={() => onEdit(user)} onDelete={self ? undefined : () => onDelete(user)} />
                </Table.Td>
              </Table.Tr>
            );
          }}
        />
      </Table>
    </Table.ScrollContainer>
  );
}
