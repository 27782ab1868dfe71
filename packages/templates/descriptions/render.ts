// The template files as the generator writes them, in Chinese (<key>.json) and English
// (<key>.en.json); the test compares them with flows/ to catch a stale copy.
import { buildTemplate, type TemplateLanguage } from './flowBuilder';
import { TEMPLATE_DESCRIPTIONS } from './index';

export interface TemplateFile {
  /** File name under flows/. */
  name: string;
  text: string;
}

const FILE_SUFFIX: Record<TemplateLanguage, string> = { zh: '.json', en: '.en.json' };

export function renderTemplateFiles(): TemplateFile[] {
  return (['zh', 'en'] as const).flatMap((language) =>
    TEMPLATE_DESCRIPTIONS.map((description) => ({
      name: `${description.key}${FILE_SUFFIX[language]}`,
      text: `${JSON.stringify(buildTemplate(description, language), null, 2)}\n`,
    })),
  );
}
