// What a vector store ingests: any Data, message or text, as text plus metadata, with an id that
// stays the same for the same content so ingesting it again replaces instead of duplicating.
import { isChatMessage } from '@app/engine';
import { dataText, isData } from '../values/data';
import { valueToText } from '../values/text';

export interface IngestItem {
  id: string;
  text: string;
  metadata: Record<string, unknown>;
}

/** Two 32-bit FNV-1a lanes over the UTF-16 code units: 16 hex digits, stable across processes. */
export function contentId(text: string): string {
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    low = Math.imul(low ^ unit, 0x01000193) >>> 0;
    high = Math.imul(high ^ unit, 0x01000193 + 0x200) >>> 0;
  }
  return `${high.toString(16).padStart(8, '0')}${low.toString(16).padStart(8, '0')}`;
}

function itemOf(value: unknown): Omit<IngestItem, 'id'> {
  if (isData(value)) {
    const textKey = value.text_key ?? 'text';
    const { [textKey]: _text, ...metadata } = value.data;
    return { text: dataText(value) ?? '', metadata };
  }
  if (isChatMessage(value)) return { text: value.text, metadata: {} };
  return { text: valueToText(value), metadata: {} };
}

/** The items with text, each once (the same text and metadata twice is one item). */
export function ingestItems(values: readonly unknown[]): IngestItem[] {
  const items = new Map<string, IngestItem>();
  for (const value of values) {
    const item = itemOf(value);
    if (item.text.trim() === '') continue;
    const id = contentId(JSON.stringify([item.text, item.metadata]));
    items.set(id, { id, ...item });
  }
  return [...items.values()];
}
