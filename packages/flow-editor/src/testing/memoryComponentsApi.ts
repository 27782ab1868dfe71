// An in-memory stand-in for the editor's component calls: the built-in catalogue as the server
// answers it (catalogue.generated.json, or in English with catalogue.en.generated.json's texts), and checks that answer like the server's for the usual
// cases. Code validation cannot run code here, so its verdict is the `checkCode` option's
// (default: valid unless empty).
import type { CodeValidation, ComponentCatalogue, ComponentsApi, PromptValidation } from '@app/api-client';
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import englishTextsJson from './catalogue.en.generated.json';
import catalogueJson from './catalogue.generated.json';

/** The built-in catalogue of GET all, by category then type. */
export const sampleCatalogue = catalogueJson as unknown as ComponentCatalogue;

/** The built-in catalogue as GET all answers it in English: the English texts with the (same) code fields. */
export const sampleCatalogueEn: ComponentCatalogue = Object.fromEntries(
  Object.entries(englishTextsJson as unknown as ComponentCatalogue).map(([category, nodes]) => [
    category,
    Object.fromEntries(
      Object.entries(nodes).map(([type, node]) => [type, { ...node, template: { code: sampleCatalogue[category]![type]!.template.code!, ...node.template } }]),
    ),
  ]),
);

export interface MemoryComponentsApiOptions {
  /** The catalogue in Chinese; `all({ language: 'en' })` answers the English one unless `catalogue` is given. */
  catalogue?: ComponentCatalogue;
  checkCode?(code: string): CodeValidation;
}

const valid: CodeValidation = { imports: { errors: [] }, function: { errors: [] } };

function defaultCheck(code: string): CodeValidation {
  return code.trim() === '' ? { imports: { errors: [] }, function: { errors: ['The code is empty.'] } } : valid;
}

/** Variables are names in single curly braces; doubled braces are literal. */
export function promptVariables(template: string): string[] {
  const names: string[] = [];
  for (const match of template.replaceAll(/\{\{|\}\}/g, '').matchAll(/\{([^{}]+)\}/g)) {
    const name = match[1]!.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

const promptVariableField = (name: string, previous?: TemplateField): TemplateField => ({
  type: 'str',
  name,
  display_name: name,
  show: true,
  advanced: false,
  multiline: true,
  required: false,
  input_types: ['Message', 'Text'],
  value: previous?.value ?? '',
});

function withPromptVariables(node: ComponentNode, field: string, template: string, variables: string[]): ComponentNode {
  const old = node.template;
  const oldVariables: string[] = Array.isArray(node.custom_fields?.[field as never]) ? (node.custom_fields as Record<string, string[]>)[field]! : [];
  const next: ComponentNode['template'] = {};
  for (const [key, value] of Object.entries(old)) if (!oldVariables.includes(key) || variables.includes(key)) next[key] = value;
  const promptField = next[field];
  if (promptField && typeof promptField === 'object') next[field] = { ...promptField, value: template };
  for (const name of variables) next[name] = promptVariableField(name, typeof old[name] === 'object' ? (old[name] as TemplateField) : undefined);
  return { ...node, template: next, custom_fields: { ...(node.custom_fields as object), [field]: variables } };
}

export function createMemoryComponentsApi(options: MemoryComponentsApiOptions = {}): ComponentsApi {
  const catalogue = options.catalogue ?? sampleCatalogue;
  const catalogueIn = (language: string | undefined) => (options.catalogue === undefined && language === 'en' ? sampleCatalogueEn : catalogue);
  const checkCode = options.checkCode ?? defaultCheck;
  const byCode = (code: string) => {
    for (const [category, types] of Object.entries(catalogue)) {
      for (const [type, node] of Object.entries(types)) if ((node.template.code as TemplateField | undefined)?.value === code) return { category, type, node };
    }
    return undefined;
  };
  return {
    all: async ({ language } = {}) => structuredClone(catalogueIn(language)),
    validateCode: async ({ code }) => checkCode(code),
    validatePrompt: async ({ name, template, frontend_node }): Promise<PromptValidation> => {
      const variables = promptVariables(template);
      return { input_variables: variables, frontend_node: frontend_node ? withPromptVariables(frontend_node, name, template, variables) : null };
    },
    customComponent: async ({ code, frontend_node }) => {
      const known = byCode(code);
      const base = structuredClone(known?.node ?? frontend_node);
      if (!base) throw new Error('Invalid code: no component');
      const template = { ...base.template };
      for (const [key, field] of Object.entries(frontend_node?.template ?? {})) {
        const target = template[key];
        if (key !== 'code' && target && typeof target === 'object' && field && typeof field === 'object') template[key] = { ...target, value: field.value };
      }
      template.code = { ...(template.code as TemplateField), value: code };
      return { data: { ...base, template }, type: known?.type ?? 'CustomComponent' };
    },
    updateTemplate: async ({ template, field, field_value, tool_mode }) => {
      const known = byCode(String((template.code as TemplateField | undefined)?.value ?? ''));
      const next = structuredClone(template);
      const target = next[field];
      if (target && typeof target === 'object') target.value = field_value;
      return { ...(known?.node ?? { display_name: '', outputs: [] }), template: next, ...(tool_mode === undefined ? {} : { tool_mode }) };
    },
  };
}
