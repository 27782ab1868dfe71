// What the chat page of a published app shows around the conversation (spec/2: "Chat UI output:
// greeting and suggestions"): the greeting before the first message and the suggestion chips, and
// how suggestions are read from whatever a flow produces — a configured table, a model's JSON
// lines or plain lines, Data, or lists of them.
import { isChatMessage } from '@app/engine';
import { componentError } from '../messages';
import { withoutCodeFence } from '../processing/jsonToData';
import { createData, isData, isPlainObject, type Data } from '../values/data';

/** One chip: a chip with a url opens it in a new tab; otherwise its name is sent as a message. */
export interface Suggestion {
  name: string;
  url?: string;
}

export interface ChatUi {
  greeting: string;
  suggestions: Suggestion[];
}

/** The most chips the chat page shows. */
export const MAX_SUGGESTIONS = 10;

/** Keys a model may use for a suggestion's text and its link; a Data's text key holds lines instead. */
const NAME_KEYS = ['name', 'question', 'text', 'title'] as const;
const DATA_NAME_KEYS = ['name', 'question', 'title'] as const;
const URL_KEYS = ['url', 'link', 'href'] as const;

/** "1. ", "2)", "3、", "(4)", "- ", "* ", "• " before a suggestion written as a list item. */
const LIST_MARKER = /^(?:[-*•]\s+|\d+[.)、．]\s*|[(（]\d+[)）]\s*)/;
const QUOTED = /^["“'「](.*)["”'」]$/;

/** The value UIInput and UIOutput send: Data whose text is the greeting. */
export function chatUiData(ui: ChatUi): Data {
  return createData({ greeting: ui.greeting, suggestions: ui.suggestions.map((suggestion) => ({ ...suggestion })) }, 'greeting');
}

/** A link a chip may open: http and https only, so a chip never runs script or opens a local file. */
export function isSuggestionUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function firstText(record: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

function fromRecord(record: Record<string, unknown>, nameKeys: readonly string[] = NAME_KEYS): Suggestion[] {
  if (Array.isArray(record.suggestions)) return suggestionsInJson(record.suggestions);
  const name = firstText(record, nameKeys);
  const url = firstText(record, URL_KEYS);
  if (name === '') return [];
  return [url === '' ? { name } : { name, url }];
}

function suggestionsInJson(value: unknown): Suggestion[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [{ name: value.trim() }];
  if (typeof value === 'number' || typeof value === 'boolean') return [{ name: String(value) }];
  if (Array.isArray(value)) return value.flatMap(suggestionsInJson);
  if (isPlainObject(value)) return fromRecord(value);
  return [];
}

function parsedJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

function lineSuggestions(line: string): Suggestion[] {
  const trimmed = line.trim();
  if (trimmed === '') return [];
  const parsed = parsedJson(trimmed);
  if (parsed && (typeof parsed.value === 'object' || typeof parsed.value === 'string')) return suggestionsInJson(parsed.value);
  const name = trimmed.replace(LIST_MARKER, '').replace(QUOTED, '$1').trim();
  return name === '' ? [] : [{ name }];
}

/**
 * Suggestions written as text: a JSON array or object (`{"suggestions": [...]}`), JSON lines (one
 * string or `{name, url}` per line), or plain lines (list markers and quotes dropped); a ```json
 * fence around any of them is ignored.
 */
export function suggestionsInText(text: string): Suggestion[] {
  const body = withoutCodeFence(text).trim();
  if (body === '') return [];
  const whole = parsedJson(body);
  if (whole && (typeof whole.value === 'object' || typeof whole.value === 'string')) return suggestionsInJson(whole.value);
  return body.split(/\r?\n/).flatMap(lineSuggestions);
}

/** Candidate suggestions in any value a component receives; links are not checked yet. */
export function suggestionsIn(value: unknown): Suggestion[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return suggestionsInText(value);
  if (isChatMessage(value)) return suggestionsInText(value.text);
  if (Array.isArray(value)) return value.flatMap(suggestionsIn);
  if (isData(value)) {
    const named = fromRecord(value.data, DATA_NAME_KEYS);
    if (named.length > 0) return named;
    const text = value.data[value.text_key ?? 'text'];
    return typeof text === 'string' ? suggestionsInText(text) : [];
  }
  return suggestionsInJson(value);
}

/**
 * The chips to show: names trimmed, each name-and-link once, at most `max`. A link that is not
 * http(s) is dropped (the chip then sends its name) and reported to `onInvalidUrl`.
 */
export function cleanSuggestions(candidates: readonly Suggestion[], max: number, onInvalidUrl: (suggestion: Suggestion) => void = () => undefined): Suggestion[] {
  const seen = new Set<string>();
  const clean: Suggestion[] = [];
  for (const candidate of candidates) {
    const name = candidate.name.trim();
    if (name === '') continue;
    let url = candidate.url?.trim() || undefined;
    if (url !== undefined && !isSuggestionUrl(url)) {
      onInvalidUrl(candidate);
      url = undefined;
    }
    const key = JSON.stringify([name, url ?? null]);
    if (seen.has(key)) continue;
    seen.add(key);
    clean.push(url === undefined ? { name } : { name, url });
    if (clean.length >= max) break;
  }
  return clean;
}

/** Suggestions configured in a table (UIInput): blank rows skipped; a row without text or with a bad link is refused. */
export function tableSuggestions(rows: ReadonlyArray<Record<string, unknown>>): Suggestion[] {
  const suggestions: Suggestion[] = [];
  rows.forEach((row, index) => {
    const name = typeof row.name === 'string' ? row.name.trim() : '';
    const url = typeof row.url === 'string' ? row.url.trim() : '';
    if (name === '' && url === '') return;
    if (name === '') throw componentError('UI_SUGGESTION_NAME_MISSING', { row: index + 1 });
    if (url !== '' && !isSuggestionUrl(url)) throw componentError('UI_SUGGESTION_URL_INVALID', { row: index + 1, url });
    suggestions.push(url === '' ? { name } : { name, url });
  });
  if (suggestions.length > MAX_SUGGESTIONS) throw componentError('UI_SUGGESTIONS_TOO_MANY', { max: MAX_SUGGESTIONS, count: suggestions.length });
  return suggestions;
}

/** The greeting and suggestions a connected value carries (UIInput's Data); empty when it carries none. */
export function readChatUi(value: unknown): ChatUi {
  const record = isData(value) ? value.data : isPlainObject(value) ? value : {};
  return {
    greeting: typeof record.greeting === 'string' ? record.greeting : '',
    suggestions: cleanSuggestions(suggestionsIn(record.suggestions), MAX_SUGGESTIONS),
  };
}
