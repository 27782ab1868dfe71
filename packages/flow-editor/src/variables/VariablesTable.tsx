// The table of global variables with row selection; credential values are always masked.
import { VariableType, type VariableRead } from '@app/api-client';
import { formatDateTime } from '@app/ui';
import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rowSelection } from '../shared/rowSelection';
import { SelectAllHeader } from '../shared/SelectAllHeader';

/** Shown instead of a credential's value; fixed, so it tells nothing about the secret. */
export const CREDENTIAL_MASK = '••••••••';

interface VariablesTableProps {
  variables: readonly VariableRead[];
  selected: ReadonlySet<string>;
  onSelect(selected: Set<string>): void;
  onEdit(variable: VariableRead): void;
  onDelete(variable: VariableRead): void;
}

export function VariablesTable({ variables, selected, onSelect, onEdit, onDelete }: VariablesTableProps) {
  const { t } = useTranslation('variables');
  const selection = rowSelection(variables.map((variable) => variable.id), selected, onSelect);

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SelectAllHeader selection={selection} label={t('selectAll')} />
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.value')}</Table.Th>
            <Table.Th>{t('columns.defaultFields')}</Table.Th>
            <Table.Th>{t('columns.createdAt')}</Table.Th>
            <Table.Th>{t('columns.updatedAt')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variables.map((variable) => (
            <Table.Tr key={variable.id}>
              <Table.Td>
                <Checkbox aria-label={t('selectRow', { name: variable.name })} checked={selected.has(variable.id)} onChange={() => selection.toggle(variable.id)} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {variable.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={variable.type === VariableType.CREDENTIAL ? 'orange' : 'blue'}>
                  {t(`type.${variable.type}`)}
                </Badge>
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" truncate="end">
                  {variable.type === VariableType.CREDENTIAL ? CREDENTIAL_MASK : variable.value}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {variable.default_fields.map((field) => (
                    <Badge key={field} variant="outline" color="gray" tt="none">
                      {field}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{formatDateTime(variable.created_at)}</Table.Td>
              <Table.Td>{formatDateTime(variable.updated_at)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button variant="subtle" size="compact-sm" onClick={() => onEdit(variable)}>
                    {t('common:edit')}
                  </Button>
                  <Button variant="subtle" color="red" size="compact-sm" onClick={() => onDelete(variable)}>
                    {t('common:delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
