import { Center, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListRowsProps<T> {
  items: T[];
  loading: boolean;
  columns: number;
  row(item: T): ReactNode;
  /** What an empty list says; default 暂无数据. */
  empty?: string;
}

/** The rows of an admin table, or one full-width row saying it is loading or empty. */
export function ListRows<T>({ items, loading, columns, row, empty }: ListRowsProps<T>) {
  const { t } = useTranslation('admin');
  if (items.length > 0) return <Table.Tbody>{items.map(row)}</Table.Tbody>;
  return (
    <Table.Tbody>
      <Table.Tr>
        <Table.Td colSpan={columns}>
          <Center py="xl">{loading ? <Loader size="sm" /> : <Text c="dimmed">{empty ?? t('list.empty')}</Text>}</Center>
        </Table.Td>
      </Table.Tr>
    </Table.Tbody>
  );
}
