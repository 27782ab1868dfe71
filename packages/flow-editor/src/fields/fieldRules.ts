// The display rules of the field editors (spec/3 sections 5 and 9) that are not graph rules:
// cut lengths, option counts, link schemes and the shapes the editors read values in.
import { FILE_TYPE_NOT_ALLOWED, fileExtension, fileTypeNotAllowedDetail } from '@app/api-client';
import type { TemplateField } from '@app/flow-graph';

/** The dropdown shows its search box above this many options. */
export const OPTION_SEARCH_THRESHOLD = 20;
/** Dropdown metadata values are cut to this many characters. */
export const OPTION_METADATA_MAX = 20;
/** A list dropdown takes this many values unless the field sets `limit`. */
export const DEFAULT_OPTION_LIMIT = 1;
/** The tab selector shows at most this many options … */
export const TAB_MAX_OPTIONS = 3;
/** … each label cut to this many characters. */
export const TAB_LABEL_MAX = 20;
/** File names are cut to this many characters. */
export const FILE_NAME_MAX = 25;
/** A real_time_refresh field asks the server for the new node this long after the last change. */
export const REAL_TIME_REFRESH_DELAY_MS = 1000;

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** `text` cut to `max` characters with an ellipsis after the cut. */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The address a link field may open: only http(s), mailto and tel; anything else is not a link. */
export function safeLinkHref(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return LINK_SCHEMES.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The options a tab selector shows, each with its cut label. */
export function tabOptions(options: readonly string[] | undefined): Array<{ value: string; label: string }> {
  return (options ?? []).slice(0, TAB_MAX_OPTIONS).map((option) => ({ value: option, label: cutText(option, TAB_LABEL_MAX) }));
}

/** An option's metadata as shown under it: key and value, the value cut to 20 characters. */
export function optionMetadata(metadata: Record<string, unknown> | undefined): Array<{ key: string; value: string }> {
  return Object.entries(metadata ?? {})
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => ({ key, value: cutText(typeof value === 'string' ? value : JSON.stringify(value), OPTION_METADATA_MAX) }));
}

/** How many values a list dropdown takes. */
export function optionLimit(field: Pick<TemplateField, 'limit'>): number {
  return typeof field.limit === 'number' && field.limit > 0 ? field.limit : DEFAULT_OPTION_LIMIT;
}

/** A value read as a list of strings (list fields; a lone string is a list of one). */
export function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'string' ? entry : String(entry ?? '')));
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** A value shown in a text box. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The name a stored file is shown with: the last part of its server path. */
export function fileNameOf(path: string): string {
  return path.split('/').pop() || path;
}

/** Whether a field takes no edits: the editor is disabled, or the field or its component says so. */
export function isReadOnlyField(field: TemplateField, disabled: boolean | undefined): boolean {
  return disabled === true || field.readonly === true || field.disabled === true;
}

/** The label a field is shown with. */
export function fieldLabel(name: string, field: Pick<TemplateField, 'display_name'>): string {
  return field.display_name || name;
}

/** Why a file cannot go in a field (spec/3 section 5): no extension, or one the field does not take. */
export function uploadRefusal(fileName: string, fileTypes: readonly string[] | undefined): string | undefined {
  const extension = fileExtension(fileName);
  if (extension === '') return FILE_TYPE_NOT_ALLOWED;
  if (fileTypes && fileTypes.length > 0 && !fileTypes.includes(extension)) return fileTypeNotAllowedDetail(fileTypes);
  return undefined;
}
