import { ADMIN_PAGE_SIZE } from '@app/api-client';
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PagedList } from './usePagedList';

/** Total count and page buttons under an admin table (15 rows a page); none under an empty one, whose row says why. */
export function ListFooter({ list }: { list: Pick<PagedList<unknown>, 'total' | 'page' | 'setPage'> }) {
  const { t } = useTranslation('admin');
  if (list.total === 0) return null;
  const pages = Math.max(1, Math.ceil(list.total / ADMIN_PAGE_SIZE));
  return (
    <Group justify="flex-end" gap="md" mt="md">
      <Text size="sm" c="dimmed">
        {t('list.total', { total: list.total })}
      </Text>
      <Pagination total={pages} value={list.page} onChange={list.setPage} size="sm" aria-label={t('list.pagination')} />
    </Group>
  );
}
