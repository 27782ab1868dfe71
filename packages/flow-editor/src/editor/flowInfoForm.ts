// The edit-info form of a flow (spec/3 section 5, Flow info form): its values, the checks before
// saving and the PATCH they become. Errors are i18n keys of the editor namespace.
import type { FlowUpdate } from '@app/api-client';
import { DEFAULT_FLOW_ICON, DEFAULT_FLOW_ICON_BG_COLOR, FLOW_NAME_MAX_LENGTH, type FlowRecord } from '@app/flow-graph';
import { TEMPLATE_METHODS, TEMPLATE_USE_CASES, type TemplateCategory } from '@app/templates';

export interface FlowInfoValues {
  name: string;
  description: string;
  endpointName: string;
  tags: string[];
  icon: string;
  /** "#rrggbb", or Langflow's bare hex as stored. */
  iconBgColor: string;
}

// A template's flow carries the new-flow dialog's category ids as tags ('q-a', 'chatbots'): the
// form shows their names in the user's language and stores the ids again.
const TAG_CATEGORIES: readonly TemplateCategory[] = [...TEMPLATE_USE_CASES, ...TEMPLATE_METHODS];

/** A stored tag as the form shows it: a category's name in `language`, any other tag as typed. */
export function tagLabel(tag: string, language: string): string {
  const category = TAG_CATEGORIES.find((candidate) => candidate.id === tag);
  if (!category) return tag;
  return language.startsWith('en') ? category.name_en : category.name;
}

/** A tag of the form as stored: a category's id when it names one (in either language), any other as typed. */
export function storedTag(label: string): string {
  return TAG_CATEGORIES.find((candidate) => candidate.name === label || candidate.name_en === label)?.id ?? label;
}

export type FlowInfoErrors = Partial<Record<'name' | 'endpointName', string>>;

const ENDPOINT_NAME = /^[A-Za-z0-9_-]*$/;

/** `language`: the interface's, for the tags' names. */
export function flowInfoOf(flow: FlowRecord, language = 'zh'): FlowInfoValues {
  return {
    name: flow.name,
    description: flow.description ?? '',
    endpointName: flow.endpoint_name ?? '',
    tags: flow.tags.map((tag) => tagLabel(tag, language)),
    icon: flow.icon || DEFAULT_FLOW_ICON,
    iconBgColor: flow.icon_bg_color || DEFAULT_FLOW_ICON_BG_COLOR,
  };
}

/** `takenNames`: the names of the user's other flows. */
export function validateFlowInfo(values: FlowInfoValues, takenNames: ReadonlySet<string>): FlowInfoErrors {
  const errors: FlowInfoErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'info.nameRequired';
  else if (name.length > FLOW_NAME_MAX_LENGTH) errors.name = 'info.nameTooLong';
  else if (takenNames.has(name)) errors.name = 'info.nameTaken';
  if (!ENDPOINT_NAME.test(values.endpointName.trim())) errors.endpointName = 'info.endpointInvalid';
  return errors;
}

/** The PATCH of the form; an empty endpoint name is stored as null. */
export function toFlowUpdate(values: FlowInfoValues): FlowUpdate {
  const endpoint = values.endpointName.trim();
  return {
    name: values.name.trim(),
    description: values.description,
    endpoint_name: endpoint === '' ? null : endpoint,
    tags: [...new Set(values.tags.map(storedTag))],
    icon: values.icon,
    icon_bg_color: values.iconBgColor,
  };
}

/** Whether the server refused the name because another flow has it. */
export function isNameTakenRefusal(detail: string | undefined): boolean {
  return detail !== undefined && /name already exists|名称已存在/i.test(detail);
}
