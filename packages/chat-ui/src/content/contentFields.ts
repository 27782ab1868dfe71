// Typed reads of a content block's entries, whose fields arrive untyped (spec/3 section 3:
// text, code, json, error, tool_use and media contents, each with an optional header and duration).
import type { ContentBlock } from '@app/flow-graph';

export type BlockContent = ContentBlock['contents'][number];

export function stringField(content: Record<string, unknown>, key: string): string | undefined {
  const value = content[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function stringListField(content: Record<string, unknown>, key: string): string[] {
  const value = content[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

export interface ContentHeader {
  icon?: string;
  title?: string;
}

export function contentHeader(content: Record<string, unknown>): ContentHeader | undefined {
  const header = content.header;
  if (typeof header !== 'object' || header === null) return undefined;
  const fields = header as Record<string, unknown>;
  const result = { icon: stringField(fields, 'icon'), title: stringField(fields, 'title') };
  return result.icon || result.title ? result : undefined;
}

/** Milliseconds, when the entry says how long it took. */
export function contentDuration(content: Record<string, unknown>): number | undefined {
  const value = content.duration;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A duration as the interface shows it: whole milliseconds under a second, else seconds to one decimal. */
export function durationParts(ms: number): { unit: 'ms' | 's'; value: string } {
  return ms < 1000 ? { unit: 'ms', value: String(Math.round(ms)) } : { unit: 's', value: (ms / 1000).toFixed(1) };
}

/** A JSON-ish value as readable text: strings as they are, anything else pretty-printed. */
export function readableValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
