// Which examples the new-flow dialog lists (spec/3 section 2, "New-flow template modal"): the
// get-started examples in their fixed order, all of them, or those of one use case or method;
// then those whose name, description or tags contain the search text.
import type { BasicExample } from '@app/api-client';
import { GET_STARTED_TEMPLATES } from '@app/templates/categories';

export type TemplateSection = { kind: 'get-started' } | { kind: 'all' } | { kind: 'use-case'; id: string } | { kind: 'method'; id: string };

export const GET_STARTED: TemplateSection = { kind: 'get-started' };

export const sameSection = (a: TemplateSection, b: TemplateSection) => a.kind === b.kind && ('id' in a ? a.id : '') === ('id' in b ? b.id : '');

const getStartedOrder = (example: BasicExample) => (GET_STARTED_TEMPLATES as readonly string[]).indexOf(example.template_key);

function inSection(examples: readonly BasicExample[], section: TemplateSection): BasicExample[] {
  switch (section.kind) {
    case 'get-started':
      return examples.filter((example) => example.get_started).sort((a, b) => getStartedOrder(a) - getStartedOrder(b));
    case 'all':
      return [...examples];
    case 'use-case':
      return examples.filter((example) => example.use_cases.includes(section.id));
    case 'method':
      return examples.filter((example) => example.methods.includes(section.id));
  }
}

export function filterTemplates(examples: readonly BasicExample[], section: TemplateSection, search: string): BasicExample[] {
  const needle = search.trim().toLowerCase();
  const listed = inSection(examples, section);
  if (!needle) return listed;
  return listed.filter((example) => [example.name, example.description ?? '', ...example.tags].some((text) => text.toLowerCase().includes(needle)));
}
