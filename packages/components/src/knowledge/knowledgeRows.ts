// How Knowledge Ingestion turns table rows into stored texts, as Langflow 1.6 does: the vectorized
// columns joined make the text, the other columns its metadata; the identifier columns (or the
// text) give the id, so a row with the same identifier replaces the stored one.
import type { VectorRecord } from '@app/engine';
import { componentError } from '../messages';
import { dataFrameColumns } from '../values/dataFrame';
import { toData, type Data } from '../values/data';
import { valueToText } from '../values/text';
import { contentId } from '../vectorstores/vectorRecords';

export interface ColumnConfig {
  column_name: string;
  vectorize: boolean;
  identifier: boolean;
}

// Langflow's table cells may be booleans or the strings "True"/"False".
const flag = (value: unknown) => value === true || value === 'True' || value === 'true';

/** The configured columns, each checked against the rows' columns. */
export function columnConfig(table: readonly Record<string, unknown>[], rows: readonly Data[]): ColumnConfig[] {
  const config = table.map((row) => ({ column_name: String(row.column_name ?? '').trim(), vectorize: flag(row.vectorize), identifier: flag(row.identifier) }));
  if (!config.some((column) => column.vectorize)) throw componentError('KNOWLEDGE_COLUMNS_EMPTY');
  const available = dataFrameColumns(rows);
  for (const { column_name } of config) {
    if (!available.includes(column_name)) throw componentError('KNOWLEDGE_COLUMN_MISSING', { column: column_name, available: available.join(', ') });
  }
  return config;
}

/** A Data, a DataFrame or a list of them, as rows. */
export function tableRows(value: unknown): Data[] {
  return [value].flat(Infinity).filter((item) => item !== null && item !== undefined).map(toData);
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : valueToText(value));

const joined = (row: Data, columns: readonly string[]) =>
  columns
    .map((column) => cellText(row.data[column]))
    .filter((text) => text !== '')
    .join(' ');

export type KnowledgeItem = Omit<VectorRecord, 'vector'>;

/**
 * One item a row with text; `unique` (Allow Duplicates) gives every row an id of its own, so the
 * same identifier is stored again instead of replacing.
 */
export function knowledgeItems(rows: readonly Data[], config: readonly ColumnConfig[], unique: string | undefined): KnowledgeItem[] {
  const content = config.filter((column) => column.vectorize).map((column) => column.column_name);
  // As in Langflow, an identifier column that is also vectorized is content, not identifier.
  const identifiers = config.filter((column) => column.identifier && !column.vectorize).map((column) => column.column_name);
  return rows.flatMap((row, index) => {
    const text = joined(row, content);
    if (text.trim() === '') return [];
    const id = contentId(identifiers.length > 0 ? joined(row, identifiers) : text);
    const metadata: Record<string, unknown> = { _id: id };
    for (const [column, value] of Object.entries(row.data)) {
      if (!content.includes(column) && value !== null && value !== undefined) metadata[column] = cellText(value);
    }
    return [{ id: unique === undefined ? id : `${id}-${unique}-${index}`, text, metadata }];
  });
}
