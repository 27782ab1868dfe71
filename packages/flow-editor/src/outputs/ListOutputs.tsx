// Flat structured outputs (spec/3 section 2, "Outputs"): an object of plain values as key-value
// pairs, and a list of strings.
import { List, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const plain = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function KeyPairOutput({ value }: { value: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation('outputs');
  return (
    <Table withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('keyPair.key')}</Table.Th>
          <Table.Th>{t('keyPair.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(value).map(([key, item]) => (
          <Table.Tr key={key}>
            <Table.Td fw={500}>{key}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{plain(item)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function StringListOutput({ items }: { items: readonly string[] }) {
  return (
    <List spacing={4} size="sm">
      {items.map((item, index) => (
        <List.Item key={index} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {item}
        </List.Item>
      ))}
    </List>
  );
}
