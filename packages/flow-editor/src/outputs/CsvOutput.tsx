// CSV text as a table (spec/3 sections 8 and 9): the first row names the columns, at most 1000
// rows show, an empty file says 暂无数据 and a broken one says why.
import { Alert, Text } from '@mantine/core';
import Papa from 'papaparse';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTable } from './JsonOutput';

export function parseCsv(text: string): { rows: Array<Record<string, string>>; error?: string } {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true });
  const fatal = parsed.errors.find((error) => error.type !== 'FieldMismatch');
  return { rows: parsed.data, error: fatal?.message };
}

export function CsvOutput({ text }: { text: string }) {
  const { t } = useTranslation('outputs');
  const { rows, error } = useMemo(() => parseCsv(text), [text]);
  if (error) return <Alert color="red">{t('csv.parseError', { detail: error })}</Alert>;
  if (rows.length === 0) return <Text c="dimmed">{t('csv.empty')}</Text>;
  return <RecordTable rows={rows} />;
}
