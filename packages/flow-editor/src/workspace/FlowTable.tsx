// The table of a folder's flows or components (spec/3 section 2): app (icon and name),
// description, release and edit time (sortable), status, and the actions pinned right.
import type { FlowRecord } from '@app/flow-graph';
import { Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../variables/formatDateTime';
import { FlowIcon } from './FlowIcon';
import { FlowRowActions, type FlowRowActionsProps } from './FlowRowActions';
import { FlowStatusBadge } from './FlowStatusBadge';
import type { FlowSort, FlowSortColumn } from './sortFlows';
import { rowSelection } from '../shared/rowSelection';

export interface FlowTableProps extends Omit<FlowRowActionsProps, 'flow'> {
  flows: readonly FlowRecord[];
  sort: FlowSort;
  onSort(column: FlowSortColumn): void;
  selected: ReadonlySet<string>;
  onSelect(selected: Set<string>): void;
  /** A row click; components do not open. */
  onOpen(flow: FlowRecord): void;
}

function SortHeader({ column, label, sort, onSort }: { column: FlowSortColumn; label: string; sort: FlowSort; onSort(column: FlowSortColumn): void }) {
  const { t } = useTranslation('workspace');
  const active = sort.column === column;
  const Arrow = !active ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} aria-label={t('sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Arrow size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

export function FlowTable({ flows, sort, onSort, selected, onSelect, onOpen, ...actions }: FlowTableProps) {
  const { t } = useTranslation('workspace');
  const selection = rowSelection(flows.map((flow) => flow.id), selected, onSelect);

  return (
    <Table.ScrollContainer minWidth={800}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('selectAll')}
                checked={selection.allSelected}
                indeterminate={selection.someSelected}
                onChange={selection.toggleAll}
              />
            </Table.Th>
            <Table.Th>{t('columns.app')}</Table.Th>
            <Table.Th>{t('columns.description')}</Table.Th>
            <SortHeader column="released_at" label={t('columns.releasedAt')} sort={sort} onSort={onSort} />
            <SortHeader column="updated_at" label={t('columns.updatedAt')} sort={sort} onSort={onSort} />
            <Table.Th miw={88}>{t('columns.status')}</Table.Th>
            <Table.Th w={72} pos="sticky" right={0} bg="var(--mantine-color-body)">
              {t('columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {flows.map((flow) => (
            <Table.Tr key={flow.id} onClick={() => onOpen(flow)} style={{ cursor: flow.is_component ? 'default' : 'pointer' }}>
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Checkbox aria-label={t('selectRow', { name: flow.name })} checked={selected.has(flow.id)} onChange={() => selection.toggle(flow.id)} />
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <FlowIcon icon={flow.icon} color={flow.icon_bg_color} isComponent={flow.is_component} />
                  <Text size="sm" fw={500} truncate="end" maw={240}>
                    {flow.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {flow.description}
                </Text>
              </Table.Td>
              <Table.Td>{when(flow.released_at)}</Table.Td>
              <Table.Td>{when(flow.updated_at)}</Table.Td>
              <Table.Td>
                <FlowStatusBadge flow={flow} />
              </Table.Td>
              <Table.Td pos="sticky" right={0} bg="var(--mantine-color-body)">
                <FlowRowActions flow={flow} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
