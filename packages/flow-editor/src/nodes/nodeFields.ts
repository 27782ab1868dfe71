// Which template fields a node shows, and in what order (spec/3 section 2 "Node appearance").
import { fieldEntries, TEMPLATE_FIELD_TYPES, type ComponentNode, type TemplateField } from '@app/flow-graph';

const EDITABLE_TYPES: ReadonlySet<string> = new Set(TEMPLATE_FIELD_TYPES);

/** The component's own source: edited in the code modal, never as a row. */
function isSourceField(name: string, field: TemplateField): boolean {
  return name === 'code' && field.type === 'code';
}

/** Field names in `field_order` first, then the template's own order for the rest. */
export function orderedFieldNames(component: ComponentNode): string[] {
  const names = fieldEntries(component.template).map(([name]) => name);
  const ordered = (component.field_order ?? []).filter((name) => names.includes(name));
  return [...new Set([...ordered, ...names])];
}

function fieldsWhere(component: ComponentNode, keep: (name: string, field: TemplateField) => boolean): Array<[string, TemplateField]> {
  const fields = new Map(fieldEntries(component.template));
  return orderedFieldNames(component).flatMap((name) => {
    const field = fields.get(name)!;
    return keep(name, field) ? [[name, field] as [string, TemplateField]] : [];
  });
}

/** In tool mode the agent fills the tool-mode fields, so the node does not show them. */
function filledByAgent(component: ComponentNode, field: TemplateField): boolean {
  return Boolean(field.tool_mode && component.tool_mode);
}

/** The rows of the expanded node: shown, not advanced, not the source, not taken by tool mode. */
export function nodeFields(component: ComponentNode): Array<[string, TemplateField]> {
  return fieldsWhere(component, (name, field) => field.show && !field.advanced && !isSourceField(name, field) && !filledByAgent(component, field));
}

/** The rows of the parameter modal: every shown field, advanced ones included, except the source. */
export function parameterFields(component: ComponentNode): Array<[string, TemplateField]> {
  return fieldsWhere(component, (name, field) => field.show && !isSourceField(name, field));
}

/** A field takes edges when it lists input types, or when its type has no inline editor (a handle-only input). */
export function hasInputHandle(field: TemplateField): boolean {
  return (field.input_types?.length ?? 0) > 0 || !EDITABLE_TYPES.has(field.type);
}

/** A field whose value is edited on the node (handle-only inputs have no editor). */
export function hasEditor(field: TemplateField): boolean {
  return EDITABLE_TYPES.has(field.type);
}

/** Tool mode is offered for components with inputs an agent can fill. */
export function hasToolModeInputs(component: ComponentNode): boolean {
  return fieldEntries(component.template).some(([, field]) => field.tool_mode === true);
}

/** The component's source code, or undefined when it has no code field. */
export function componentCode(component: ComponentNode | undefined): string | undefined {
  const field = component?.template.code;
  return typeof field === 'object' && typeof field.value === 'string' ? field.value : undefined;
}
