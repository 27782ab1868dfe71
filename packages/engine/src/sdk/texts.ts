// The English texts of a built-in component, declared next to its Chinese base texts: the
// component's own `en`, and an `en` on each input and output (so a field shared by several
// components carries its translation with it). The registry serves a component in either language.

/** The languages component texts are served in; `zh` is the base text of every definition. */
export type TextLanguage = 'zh' | 'en';

export const TEXT_LANGUAGES: readonly TextLanguage[] = ['zh', 'en'];

export interface ComponentTextsEn {
  readonly display_name: string;
  readonly description: string;
  readonly documentation?: string;
}

export interface TableColumnTextsEn {
  readonly display_name?: string;
  readonly description?: string;
}

export interface FieldTextsEn {
  readonly display_name?: string;
  readonly info?: string;
  readonly placeholder?: string;
  readonly helper_text?: string;
  readonly list_add_label?: string;
  /** A label per option value, for values that are themselves Chinese (e.g. a provider's name). */
  readonly options?: Readonly<Record<string, string>>;
  /** Per table column name. */
  readonly columns?: Readonly<Record<string, TableColumnTextsEn>>;
  /**
   * The default value for a node made in English, where the Chinese default is words for people
   * (an instruction, a prompt, a sample row). A node keeps the value it was made with.
   */
  readonly value?: unknown;
}

export interface OutputTextsEn {
  readonly display_name: string;
}

const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** Whether a text holds Chinese characters or full-width punctuation. */
export function hasChinese(text: string | undefined): boolean {
  return text !== undefined && CHINESE.test(text);
}
