// The table of user groups and of policy groups: name, a count (a word for the default item),
// description, created time and 详情 / 编辑 / 删除, which the default item does not offer.
import { EMPTY_UUID } from '@app/api-client';
import { seededText } from '@app/i18n';
import { formatDateTime, type DateTimePrecision } from '@app/ui';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../shared/RowActions';
import { ListRows } from './ListRows';

interface NamedItem {
  id: string;
  name: string;
  description: string;
  created_at: string;
}

interface NamedItemsTableProps<T extends NamedItem> {
  items: T[];
  loading: boolean;
  headers: { name: string; count: string; description: string; createdAt: ReactNode; actions: string };
  /** The count column; the default item (the all-zero id) shows `defaultCount` instead. */
  count(item: T): ReactNode;
  defaultCount: string;
  createdPrecision: DateTimePrecision;
  /** Props of the created-time header cell (e.g. aria-sort). */
  createdHeaderProps?: { 'aria-sort'?: 'ascending' | 'descending' };
  onDetail(item: T): void;
  onEdit(item: T): void;
  onDelete(item: T): void;
}

export function NamedItemsTable<T extends NamedItem>(props: NamedItemsTableProps<T>) {
  const { items, loading, headers, count, defaultCount, createdPrecision, createdHeaderProps, onDetail, onEdit, onDelete } = props;
  const { t, i18n } = useTranslation('admin');
  const none = t('list.none');
  // The default item is seeded: its stored texts show in the user's language.
  const shown = (item: T, text: string) => (item.id === EMPTY_UUID ? seededText(i18n, text) : text);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{headers.name}</Table.Th>
            <Table.Th>{headers.count}</Table.Th>
            <Table.Th>{headers.description}</Table.Th>
            <Table.Th {...createdHeaderProps}>{headers.createdAt}</Table.Th>
            <Table.Th>{headers.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <ListRows
          items={items}
          loading={loading}
          columns={5}
          row={(item) => {
            const isDefault = item.id === EMPTY_UUID;
            // Names and descriptions are user data, except the seeded default's, shown through translation keys.
            const userContent = isDefault ? undefined : '';
            return (
              <Table.Tr key={item.id}>
                <Table.Td fw={500} data-user-content={userContent}>
                  {shown(item, item.name)}
                </Table.Td>
                <Table.Td>{isDefault ? defaultCount : count(item)}</Table.Td>
                <Table.Td maw={360}>
                  <Text size="sm" lineClamp={2} data-user-content={item.description ? userContent : undefined}>
                    {shown(item, item.description) || none}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(item.created_at, createdPrecision) ?? none}</Table.Td>
                <Table.Td>{!isDefault && <RowActions onDetail={() => onDetail(item)} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />}</Table.Td>
              </Table.Tr>
            );
          }}
        />
      </Table>
    </Table.ScrollContainer>
  );
}
