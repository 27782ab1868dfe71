// The table of knowledge bases with row selection: each base's embedding model and what it holds.
import type { KnowledgeBaseInfo } from '@app/api-client';
import { Button, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../modals/files/FileList';
import { rowSelection } from '../shared/rowSelection';
import { SelectAllHeader } from '../shared/SelectAllHeader';

interface KnowledgeTableProps {
  bases: readonly KnowledgeBaseInfo[];
  selected: ReadonlySet<string>;
  onSelect(selected: Set<string>): void;
  onDelete(base: KnowledgeBaseInfo): void;
}

export function KnowledgeTable({ bases, selected, onSelect, onDelete }: KnowledgeTableProps) {
  const { t } = useTranslation('workspace');
  const selection = rowSelection(
    bases.map((base) => base.name),
    selected,
    onSelect,
  );
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SelectAllHeader selection={selection} label={t('knowledge.selectAll')} />
            <Table.Th>{t('knowledge.columns.name')}</Table.Th>
            <Table.Th>{t('knowledge.columns.model')}</Table.Th>
            <Table.Th>{t('knowledge.columns.chunks')}</Table.Th>
            <Table.Th>{t('knowledge.columns.words')}</Table.Th>
            <Table.Th>{t('knowledge.columns.size')}</Table.Th>
            <Table.Th>{t('knowledge.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bases.map((base) => (
            <Table.Tr key={base.name}>
              <Table.Td>
                <Checkbox aria-label={t('knowledge.selectRow', { name: base.name })} checked={selected.has(base.name)} onChange={() => selection.toggle(base.name)} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {base.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{base.embedding_model}</Text>
                <Text size="xs" c="dimmed">
                  {base.embedding_provider}
                </Text>
              </Table.Td>
              <Table.Td>{base.chunks}</Table.Td>
              <Table.Td>{base.words}</Table.Td>
              <Table.Td>{formatSize(base.size)}</Table.Td>
              <Table.Td>
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => onDelete(base)}>
                  {t('common:delete')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
