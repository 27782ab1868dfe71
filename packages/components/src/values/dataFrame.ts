// Langflow's DataFrame, as components here exchange it: a list of Data rows. Tables built by the
// converters share one set of columns; JSON becomes rows the way Langflow's JSON components do it.
import { createData, isPlainObject, toData, type Data } from './data';
import { valueToText } from './text';

/** JSON as Data: an object is one Data, an array one Data per item (items that are no object go under text). */
export function jsonToData(value: unknown): Data | Data[] {
  const one = (item: unknown) => (isPlainObject(item) ? createData(item) : createData({ text: typeof item === 'string' ? item : JSON.stringify(item) }));
  return Array.isArray(value) ? value.map(one) : one(value);
}

/** The column names of rows, in the order they first appear. */
export function dataFrameColumns(rows: readonly Data[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row.data)))];
}

/** Any values (lists flattened) as table rows: every row has every column, missing cells null. */
export function toDataFrame(items: readonly unknown[]): Data[] {
  const rows = items.flat(Infinity).map(toData);
  const columns = dataFrameColumns(rows);
  return rows.map((row) => createData(Object.fromEntries(columns.map((column) => [column, row.data[column] ?? null])), row.text_key ?? 'text'));
}

const cell = (value: unknown) => (value === null ? '' : valueToText(value)).replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');

/** Rows as a Markdown table (what a DataFrame reads as in a message), e.g. for a model's prompt. */
export function dataFrameMarkdown(rows: readonly Data[]): string {
  const columns = dataFrameColumns(rows);
  if (columns.length === 0) return '';
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(columns.map(cell)), line(columns.map(() => '---')), ...rows.map((row) => line(columns.map((column) => cell(row.data[column] ?? null))))].join('\n');
}
