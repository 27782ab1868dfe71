// The template files as the generator writes them; the test compares them with flows/ to catch a
// stale copy.
import { buildTemplate } from './flowBuilder';
import { TEMPLATE_DESCRIPTIONS } from './index';

export interface TemplateFile {
  /** File name under flows/. */
  name: string;
  text: string;
}

export function renderTemplateFiles(): TemplateFile[] {
  return TEMPLATE_DESCRIPTIONS.map((description) => ({ name: `${description.key}.json`, text: `${JSON.stringify(buildTemplate(description), null, 2)}\n` }));
}
