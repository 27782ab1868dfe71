import { EMPTY_UUID, type UserRead } from '@app/api-client';
import { seededText } from '@app/i18n';
import { DateTimeCell } from '@app/ui';
import { Checkbox, Loader, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

// Headers, badges, switches and buttons keep their width: on a narrow screen the table scrolls
// sideways instead of cutting them. The actions stay in view at its right edge, drawn as a layer
// (a rule on their left) that what scrolls passes under; at 1280 px the table fits and nothing does.
const stickyActions = { position: 'sticky', right: 0, background: 'var(--mantine-color-body)', zIndex: 1, boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)' } as const;
const noWrap = { whiteSpace: 'nowrap' } as const;

export function UsersTable({ users, loading, selectedIds, onSelect, togglingIds, onToggleActive, onEdit, onDelete, currentUserId }: UsersTableProps) {
  const { t, i18n } = useTranslation('admin');
  const selectedHere = users.filter((user) => selectedIds.has(user.id)).length;
  const none = t('list.none');

  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="sm" horizontalSpacing={8} highlightOnHover>
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
            <Table.Th style={noWrap}>{t('users.columns.user')}</Table.Th>
            <Table.Th style={noWrap}>{t('users.columns.username')}</Table.Th>
            <Table.Th style={noWrap}>{t('users.columns.phone')}</Table.Th>
            <Table.Th style={noWrap}>{t('users.columns.groups')}</Table.Th>
            <Table.Th style={noWrap}>{t('users.columns.role')}</Table.Th>
            <Table.Th style={noWrap}>{t('users.columns.createdAt')}</Table.Th>
            <Table.Th style={noWrap}>{t('users.columns.lastLoginAt')}</Table.Th>
            <Table.Th style={noWrap}>{t('users.columns.active')}</Table.Th>
            <Table.Th style={{ ...stickyActions, ...noWrap }}>{t('users.columns.actions')}</Table.Th>
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
                <Table.Td maw={240} miw={140}>
                  <UserChip user={user} />
                </Table.Td>
                <Table.Td data-user-content>{user.username}</Table.Td>
                <Table.Td style={noWrap}>{user.telephone || none}</Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" lineClamp={2}>
                    {user.user_groups.map((group) => (group.id === EMPTY_UUID ? seededText(i18n, group.name) : group.name)).join('、') || none}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RoleBadge role={user.role} />
                </Table.Td>
                <Table.Td>
                  <DateTimeCell iso={user.created_at} precision="minute" none={none} />
                </Table.Td>
                <Table.Td>
                  <DateTimeCell iso={user.last_login_at} precision="minute" none={none} />
                </Table.Td>
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
