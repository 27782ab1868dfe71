// A structured output (data, object, array) as JSON under the JSON filter, and as a table when it
// is a list of records (at most 1000 rows, spec/3 section 9).
import { Alert, Code, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyJsonFilter } from './jsonFilter';

export const MAX_TABLE_ROWS = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const DATA_KEYS = new Set(['data', 'text_key', 'default_value']);

/** A Data value as the engine sends it: its fields under `data`, with at most text_key and default_value beside. */
const isDataValue = (value: Record<string, unknown>) => isRecord(value.data) && Object.keys(value).every((key) => DATA_KEYS.has(key));

/**
 * The rows of a list of records, or undefined for anything else. A list of Data values shows their
 * fields, as the engine's text_key and default_value would otherwise be the only columns.
 */
export function tableRows(value: unknown): Array<Record<string, unknown>> | undefined {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isRecord)) return undefined;
  return value.every(isDataValue) ? value.map((item) => item.data as Record<string, unknown>) : value;
}

const cellText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function RecordTable({ rows }: { rows: Array<Record<string, unknown>> }) {
  const { t } = useTranslation('outputs');
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <Stack gap={4}>
      {rows.length > MAX_TABLE_ROWS && <Text size="xs" c="dimmed">{t('table.rowsLimited', { count: MAX_TABLE_ROWS })}</Text>}
      <Table.ScrollContainer minWidth={columns.length * 120} mah={480}>
        <Table striped withTableBorder stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, MAX_TABLE_ROWS).map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column}>{column in row ? cellText(row[column]) : ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export function JsonOutput({ value }: { value: unknown }) {
  const { t } = useTranslation('outputs');
  const [filter, setFilter] = useState('');
  const [view, setView] = useState<'table' | 'json'>('table');
  const result = applyJsonFilter(value, filter);
  const shown = result.ok ? result.value : undefined;
  const rows = tableRows(shown);
  return (
    <Stack gap="xs">
      <TextInput label={t('json.filter')} placeholder={t('json.filterPlaceholder')} value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      {!result.ok && (
        <Alert color="red" title={result.problem === 'invalidPath' ? t('json.invalidPath') : t('json.invalidResult')}>
          {t(`json.problems.${result.problem}`, { detail: result.detail })}
        </Alert>
      )}
      {rows && (
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(next) => setView(next as 'table' | 'json')}
          data={[
            { value: 'table', label: t('table.view') },
            { value: 'json', label: t('table.json') },
          ]}
        />
      )}
      {rows && view === 'table' ? (
        <RecordTable rows={rows} />
      ) : (
        shown !== undefined && (
          <Code block mah={480} style={{ overflow: 'auto' }}>
            {JSON.stringify(shown, null, 2)}
          </Code>
        )
      )}
    </Stack>
  );
}
