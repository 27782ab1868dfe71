import { describe, expect, it } from 'vitest';
import { starterExamples } from '../testing/memoryWorkspaceApi';
import { filterTemplates, type TemplateSection } from './filterTemplates';

const examples = starterExamples();
const keys = (section: TemplateSection, search = '') => filterTemplates(examples, section, search).map((example) => example.template_key);

describe('filterTemplates', () => {
  it.each([
    [{ kind: 'get-started' }, '', ['basic-prompting', 'vector-store-rag', 'simple-agent']],
    [{ kind: 'all' }, '', ['basic-prompting', 'memory-chatbot', 'document-qa', 'vector-store-rag', 'simple-agent']],
    [{ kind: 'use-case', id: 'assistants' }, '', ['basic-prompting', 'memory-chatbot', 'simple-agent']],
    [{ kind: 'use-case', id: 'coding' }, '', []],
    [{ kind: 'method', id: 'rag' }, '', ['document-qa', 'vector-store-rag']],
    [{ kind: 'all' }, '  智能体 ', ['simple-agent']],
    [{ kind: 'all' }, 'RAG', ['document-qa', 'vector-store-rag']],
    [{ kind: 'method', id: 'chatbots' }, '问答', []],
  ] as const)('%j searched for %j lists %j', (section, search, expected) => {
    expect(keys(section, search)).toEqual(expected);
  });
});
