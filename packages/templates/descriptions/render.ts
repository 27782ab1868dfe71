// The template files as the generator writes them, in Chinese (<key>.json) and English
// (<key>.en.json), and what a server needs to know of them before loading any (shipped.json); the
// test compares them with flows/ to catch a stale copy.
import { createHash } from 'node:crypto';
import { buildTemplate, type TemplateLanguage } from './flowBuilder';
import { TEMPLATE_DESCRIPTIONS } from './index';

export interface TemplateFile {
  /** File name under flows/. */
  name: string;
  text: string;
}

const FILE_SUFFIX: Record<TemplateLanguage, string> = { zh: '.json', en: '.en.json' };

function toFile(value: unknown, name: string): TemplateFile {
  return { name, text: `${JSON.stringify(value, null, 2)}\n` };
}

/**
 * The ids of the Chinese templates (the ones a server stores) and a fingerprint of their files: a
 * server that stored this fingerprint with its examples need not load the templates to compare.
 */
function shippedFile(stored: TemplateFile[], ids: string[]): TemplateFile {
  const hash = createHash('sha256');
  for (const file of stored) hash.update(`${file.name}\n${file.text}`);
  return toFile({ ids, fingerprint: hash.digest('hex') }, 'shipped.json');
}

export function renderTemplateFiles(): TemplateFile[] {
  const files = (language: TemplateLanguage) => TEMPLATE_DESCRIPTIONS.map((description) => toFile(buildTemplate(description, language), `${description.key}${FILE_SUFFIX[language]}`));
  const stored = files('zh');
  return [...stored, ...files('en'), shippedFile(stored, TEMPLATE_DESCRIPTIONS.map((description) => description.id))];
}
