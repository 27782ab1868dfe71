// Words a server text by code (CodedText of @app/flow-graph) in the reader's language: each coded
// parameter first, then the message itself from the `serverMessages` namespace. A code this
// catalogue does not know, or one that lacks a parameter its text needs, shows the server's text.
import type { CodedText } from '@app/flow-graph';
import type { i18n } from 'i18next';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export function wordCodedText(i18n: Pick<i18n, 't' | 'exists'>, coded: CodedText): string {
  const key = `serverMessages:${coded.code}`;
  if (!i18n.exists(key)) return coded.text;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(coded.params)) params[name] = typeof value === 'object' ? wordCodedText(i18n, value) : value;
  const template = i18n.t(key, { skipInterpolation: true }) as string;
  const needed = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  if (needed.some((name) => !(name in params))) return coded.text;
  return i18n.t(key, params) as string;
}
