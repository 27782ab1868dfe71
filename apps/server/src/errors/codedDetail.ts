// Server texts by code (CodedText) worded in the language of the request being answered: the
// serverMessages catalogue of @app/i18n, the one the web console words the same codes from, so an
// API caller reads a build or run error in English or Chinese (Accept-Language, zh by default)
// while the events keep `code` and `params` for a client that words them itself. A code the
// catalogue lacks keeps the server's own text.
import type { TextLanguage } from '@app/engine';
import type { CodedText } from '@app/flow-graph';
import type * as CatalogueWording from './catalogueWording';

/** Words a coded text in one language. */
export type Wording = (coded: CodedText) => string;

/** The server's own texts: what logs and an answer without a language keep. */
export const SERVER_WORDING: Wording = (coded) => coded.text;

let catalogueModule: Promise<typeof CatalogueWording> | undefined;

/** The wording of `language`; the catalogue loads with the first call. */
export async function wordingIn(language: TextLanguage): Promise<Wording> {
  catalogueModule ??= import('./catalogueWording');
  return (await catalogueModule).catalogueWording(language);
}

/**
 * An error answer's `detail` made of coded texts: one reason per line (a flow's validation
 * messages), or Langflow's JSON detail around one reason (a failed run). Plain data, so a queued
 * run's worker can send it to the API instance that answers.
 */
export type CodedDetail = { form: 'lines'; texts: CodedText[] } | { form: 'langflow'; reason: CodedText };

/** Langflow's APIException detail: its ExceptionBody as a JSON string (the message, no traceback). */
export function langflowErrorDetail(message: string, code: string | null): string {
  return JSON.stringify({ message, description: null, code, suggestion: null });
}

export function detailIn(word: Wording, detail: CodedDetail): string {
  if (detail.form === 'lines') return detail.texts.map(word).join('\n');
  return langflowErrorDetail(word(detail.reason), detail.reason.code);
}
