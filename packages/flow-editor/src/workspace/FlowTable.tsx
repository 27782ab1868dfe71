// The table of a folder's flows or components (spec/3 section 2): app (icon, name, the owner's
// avatar and name), description, release and edit time (sortable), status, and the actions pinned
// right. Headers, times and badges keep their width; the app and description columns share what is
// left (a long name or description is cut, not the table widened), so at 1280 px the table fits and
// the pinned actions cover nothing; only a narrow screen scrolls it sideways.
import type { FlowRecord } from '@app/flow-graph';
import { DateTimeCell } from '@app/ui';
import { Avatar, Checkbox, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FlowIcon } from '@app/chat-ui';
import { FlowRowActions, type FlowRowActionsProps } from './FlowRowActions';
import { FlowStatusBadge } from './FlowStatusBadge';
import type { FlowSort, FlowSortColumn } from './sortFlows';
import { rowSelection } from '../shared/rowSelection';
import { SelectAllHeader } from '../shared/SelectAllHeader';

/** The owner of the listed flows, as the app column shows them. */
export interface FlowOwner {
  name: string;
  avatar?: string | null;
}

export interface FlowTableProps extends Omit<FlowRowActionsProps, 'flow'> {
  flows: readonly FlowRecord[];
  owner?: FlowOwner;
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
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} style={noWrap}>
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

const noWrap = { whiteSpace: 'nowrap' } as const;
// A cell with no width of its own to insist on (max-width 0) takes its share of the room left and cuts its text.
const appShare = { width: '55%', maxWidth: 0 } as const;
const descriptionShare = { width: '45%', maxWidth: 0 } as const;
// Pinned right as a layer (a rule on its left) that what scrolls passes under.
const pinned = { position: 'sticky', right: 0, background: 'var(--mantine-color-body)', zIndex: 1, boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)' } as const;

export function FlowTable({ flows, owner, sort, onSort, selected, onSelect, onOpen, ...actions }: FlowTableProps) {
  const { t } = useTranslation('workspace');
  const selection = rowSelection(flows.map((flow) => flow.id), selected, onSelect);

  return (
    <Table.ScrollContainer minWidth={0}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SelectAllHeader selection={selection} label={t('selectAll')} />
            <Table.Th style={noWrap}>{t('columns.app')}</Table.Th>
            <Table.Th style={noWrap}>{t('columns.description')}</Table.Th>
            <SortHeader column="released_at" label={t('columns.releasedAt')} sort={sort} onSort={onSort} />
            <SortHeader column="updated_at" label={t('columns.updatedAt')} sort={sort} onSort={onSort} />
            <Table.Th style={noWrap}>{t('columns.status')}</Table.Th>
            <Table.Th w={72} style={{ ...pinned, ...noWrap }}>
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
              <Table.Td miw={160} style={appShare}>
                <Group gap="sm" wrap="nowrap">
                  <FlowIcon icon={flow.icon} color={flow.icon_bg_color} kind={flow.is_component ? 'component' : 'flow'} />
                  <Stack gap={2} miw={0}>
                    <Text size="sm" fw={500} truncate="end" maw={240} data-user-content>
                      {flow.name}
                    </Text>
                    {owner && (
                      <Group gap={4} wrap="nowrap" miw={0}>
                        <Avatar src={owner.avatar || null} name={owner.name} color="initials" size={16} data-user-content />
                        <Text size="xs" c="dimmed" truncate="end" maw={200} data-user-content>
                          {owner.name}
                        </Text>
                      </Group>
                    )}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td miw={120} style={descriptionShare}>
                <Text size="sm" c="dimmed" lineClamp={2} data-user-content>
                  {flow.description}
                </Text>
              </Table.Td>
              <Table.Td>
                <DateTimeCell iso={flow.released_at} none="-" />
              </Table.Td>
              <Table.Td>
                <DateTimeCell iso={flow.updated_at} none="-" />
              </Table.Td>
              <Table.Td style={noWrap}>
                <FlowStatusBadge flow={flow} />
              </Table.Td>
              <Table.Td style={pinned}>
                <FlowRowActions flow={flow} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
