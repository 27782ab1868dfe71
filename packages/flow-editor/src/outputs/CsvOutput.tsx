// CSV as a table (spec/3 sections 8 and 9): the first row names the columns, at most 1000 rows
// show, an empty file says 暂无数据 and a broken one says why. A CSV file an output names is
// fetched first.
import { Alert, Loader, Text } from '@mantine/core';
import Papa from 'papaparse';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outputFileUrl } from './fileUrl';
import { MAX_TABLE_ROWS, RecordTable } from './JsonOutput';

export function parseCsv(text: string): { rows: Array<Record<string, string>>; error?: string } {
  // One row past the limit is enough for the table to say it was cut; the rest is never parsed.
  // Blank and whitespace-only lines are no rows; the text is not trimmed, as a TSV's last cell may
  // be empty. Leading blank lines go first: after one, Papa skips transformHeader.
  const parsed = Papa.parse<Record<string, unknown>>(text.replace(/^(?:[ \t]*\r?\n)+/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    preview: MAX_TABLE_ROWS + 1,
    transformHeader: (header) => header.trim(),
  });
  // Ragged rows still show, and a single column (or no text) leaves no delimiter to detect: Papa
  // falls back to the comma, which is right for both. Only broken quoting is fatal.
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  const width = parsed.meta.fields?.length ?? 0;
  return { rows: parsed.data.map((row) => withExtraCells(row, width)), error: fatal?.message };
}

/** Cells past the header, which Papa collects in `__parsed_extra`, as columns named by their position. */
function withExtraCells(row: Record<string, unknown>, width: number): Record<string, string> {
  const { __parsed_extra: extra, ...cells } = row;
  const named = cells as Record<string, string>;
  if (!Array.isArray(extra)) return named;
  return { ...named, ...Object.fromEntries(extra.map((cell, index) => [String(width + index + 1), String(cell)])) };
}

export function CsvOutput({ text }: { text: string }) {
  const { t } = useTranslation('outputs');
  const { rows, error } = useMemo(() => parseCsv(text), [text]);
  if (error) return <Alert color="red">{t('csv.parseError', { detail: error })}</Alert>;
  if (rows.length === 0) return <Text c="dimmed">{t('csv.empty')}</Text>;
  return <RecordTable rows={rows} />;
}

export type CsvTextLoader = (url: string) => Promise<string>;

const fetchCsvText: CsvTextLoader = async (url) => {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
};

type CsvFileState = { status: 'loading' } | { status: 'loaded'; text: string } | { status: 'failed'; detail: string };

/** A CSV file given by path or URL; `load` fetches its text (replaced in tests and stories). */
export function CsvFileOutput({ path, load = fetchCsvText }: { path: string; load?: CsvTextLoader }) {
  const { t } = useTranslation('outputs');
  const [state, setState] = useState<CsvFileState>({ status: 'loading' });
  const url = outputFileUrl(path, 'download');
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(url).then(
      (text) => live && setState({ status: 'loaded', text }),
      (error: unknown) => live && setState({ status: 'failed', detail: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [url, load]);
  if (state.status === 'loading') return <Loader size="sm" aria-label={t('csv.loading')} />;
  if (state.status === 'failed') return <Alert color="red">{t('csv.loadFailed', { detail: state.detail })}</Alert>;
  return <CsvOutput text={state.text} />;
}
