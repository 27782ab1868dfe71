// The catalogue files' texts, shared by the generator and the test that keeps them current: the
// catalogue as GET all answers it in Chinese, and its English texts (the same without the code
// fields, which do not change with the language; the in-memory API puts them back).
import { createBuiltinRegistry } from '@app/components';
import type { ComponentNode } from '@app/flow-graph';

export const CATALOGUE_FILES = { zh: 'catalogue.generated.json', en: 'catalogue.en.generated.json' } as const;

function withoutCode(catalogue: Record<string, Record<string, ComponentNode>>): Record<string, Record<string, ComponentNode>> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([category, nodes]) => [
      category,
      Object.fromEntries(Object.entries(nodes).map(([type, { template: { code: _code, ...template }, ...node }]) => [type, { ...node, template }])),
    ]),
  );
}

export function renderCatalogue(language: keyof typeof CATALOGUE_FILES = 'zh'): string {
  const catalogue = createBuiltinRegistry().catalogue(language);
  return `${JSON.stringify(language === 'zh' ? catalogue : withoutCode(catalogue), null, 2)}\n`;
}
