// Words a coded text (CodedText of @app/flow-graph) in the reader's language: each coded
// parameter first, then the message itself from its catalogue. A code the catalogue does not
// know, or one that lacks a parameter its text needs, shows the text it came with.
import type { CodedText } from '@app/flow-graph';
import type { i18n } from 'i18next';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

type Reader = Pick<i18n, 't' | 'exists'>;

function wordIn(catalogue: string, i18n: Reader, coded: CodedText): string {
  const key = `${catalogue}${coded.code}`;
  if (!i18n.exists(key)) return coded.text;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(coded.params)) params[name] = typeof value === 'object' ? wordIn(catalogue, i18n, value) : value;
  const template = i18n.t(key, { skipInterpolation: true }) as string;
  const needed = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  if (needed.some((name) => !(name in params))) return coded.text;
  return i18n.t(key, params) as string;
}

/** A server text by code, from the `serverMessages` namespace (the one the embedded chat loads too). */
export function wordCodedText(i18n: Reader, coded: CodedText): string {
  return wordIn('serverMessages:', i18n, coded);
}

/** A validation issue of @app/flow-graph (issueCodedText), from the editor's `canvas` rules. */
export function wordFlowIssue(i18n: Reader, issue: CodedText): string {
  return wordIn('canvas:rules.', i18n, issue);
}
