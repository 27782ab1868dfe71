// The table of API keys or channel codes (spec/3 "Integration screens"): name (with the bound
// domain), the masked key, created and last used time (sortable, yyyy-MM-dd HH:mm), the enabled
// switch and the copy, edit and delete actions.
import type { ApiKeyRead } from '@app/api-client';
import { formatDateTime } from '@app/ui';
import { ActionIcon, Code, Group, Loader, Switch, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyKind } from './keyKind';
import { nextSort, sortKeys, type KeySort, type KeySortColumn } from './sortKeys';

export interface KeyTableProps {
  kind: KeyKind;
  keys: readonly ApiKeyRead[];
  /** The key whose switch is being toggled: every switch is locked meanwhile. */
  toggling: string | null;
  onToggle(key: ApiKeyRead, active: boolean): void;
  onCopy(key: ApiKeyRead): void;
  onEdit(key: ApiKeyRead): void;
  onDelete(key: ApiKeyRead): void;
}

function SortHeader({ column, label, sort, onSort }: { column: KeySortColumn; label: string; sort: KeySort | null; onSort(column: KeySortColumn): void }) {
  const { t } = useTranslation('integration');
  const active = sort?.column === column ? sort.direction : null;
  const Icon = active === 'asc' ? IconArrowUp : active === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} aria-label={t('sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function KeyTable({ kind, keys, toggling, onToggle, onCopy, onEdit, onDelete }: KeyTableProps) {
  const { t } = useTranslation('integration');
  const [sort, setSort] = useState<KeySort | null>(null);
  const onSort = (column: KeySortColumn) => setSort((current) => nextSort(current, column));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t(kind === 'channel' ? 'columns.channelCode' : 'columns.apiKey')}</Table.Th>
            <SortHeader column="created_at" label={t('columns.createdAt')} sort={sort} onSort={onSort} />
            <SortHeader column="last_used_at" label={t('columns.lastUsedAt')} sort={sort} onSort={onSort} />
            <Table.Th>{t('columns.enabled')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortKeys(keys, sort).map((key) => (
            <Table.Tr key={key.id}>
              <Table.Td maw={220}>
                <Text size="sm" fw={500} truncate="end">
                  {key.name}
                </Text>
                {key.domain && (
                  <Text size="xs" c="dimmed" truncate="end">
                    {t('columns.domain')}: {key.domain}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Code>{key.api_key}</Code>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(key.created_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{key.last_used_at ? formatDateTime(key.last_used_at) : <Text size="sm" c="dimmed">{t('neverUsed')}</Text>}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Switch
                    aria-label={t('row.toggle', { name: key.name })}
                    checked={key.is_active}
                    disabled={toggling !== null}
                    onChange={(event) => onToggle(key, event.currentTarget.checked)}
                  />
                  {toggling === key.id && <Loader size="xs" />}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <Tooltip label={t('row.copy', { name: key.name })}>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('row.copy', { name: key.name })} onClick={() => onCopy(key)}>
                      <IconCopy size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('row.edit', { name: key.name })}>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('row.edit', { name: key.name })} onClick={() => onEdit(key)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('row.delete', { name: key.name })}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('row.delete', { name: key.name })} onClick={() => onDelete(key)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
