// The edit-info form of a flow (spec/3 section 5, Flow info form): its values, the checks before
// saving and the PATCH they become. Errors are i18n keys of the editor namespace.
import type { FlowUpdate } from '@app/api-client';
import { DEFAULT_FLOW_ICON, DEFAULT_FLOW_ICON_BG_COLOR, FLOW_NAME_MAX_LENGTH, type FlowRecord } from '@app/flow-graph';

export interface FlowInfoValues {
  name: string;
  description: string;
  endpointName: string;
  tags: string[];
  icon: string;
  /** "#rrggbb", or Langflow's bare hex as stored. */
  iconBgColor: string;
}

export type FlowInfoErrors = Partial<Record<'name' | 'endpointName', string>>;

const ENDPOINT_NAME = /^[A-Za-z0-9_-]*$/;

export function flowInfoOf(flow: FlowRecord): FlowInfoValues {
  return {
    name: flow.name,
    description: flow.description ?? '',
    endpointName: flow.endpoint_name ?? '',
    tags: [...flow.tags],
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
    tags: values.tags,
    icon: values.icon,
    icon_bg_color: values.iconBgColor,
  };
}

/** Whether the server refused the name because another flow has it. */
export function isNameTakenRefusal(detail: string | undefined): boolean {
  return detail !== undefined && /name already exists|名称已存在/i.test(detail);
}
