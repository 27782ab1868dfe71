// New flows made from existing ones: a duplicate and imported files. The server refuses a name the
// owner already uses and an endpoint name anyone uses, so copies take a free name ("Name (1)",
// spec/3 section 5) and leave a taken endpoint name out.
import type { FlowCreate, FlowHeader } from '@app/api-client';
import { FLOW_NAME_MAX_LENGTH, uniqueName, type FlowRecord } from '@app/flow-graph';

/** What the owner's flows already use: names and endpoint names. */
export interface TakenNames {
  names: Set<string>;
  endpoints: Set<string>;
}

export function takenNamesOf(flows: ReadonlyArray<Pick<FlowHeader, 'name' | 'endpoint_name'>>): TakenNames {
  return {
    names: new Set(flows.map((flow) => flow.name)),
    endpoints: new Set(flows.flatMap((flow) => (flow.endpoint_name ? [flow.endpoint_name] : []))),
  };
}

/** The copy of a flow in a folder; its endpoint name stays with the original. */
export function duplicateOf(flow: FlowRecord, taken: TakenNames, folderId: string | undefined): FlowCreate {
  return {
    name: uniqueName(flow.name, taken.names, FLOW_NAME_MAX_LENGTH),
    description: flow.description,
    data: flow.data,
    is_component: flow.is_component,
    folder_id: folderId ?? flow.folder_id,
    icon: flow.icon,
    icon_bg_color: flow.icon_bg_color,
    gradient: flow.gradient,
    tags: flow.tags,
    endpoint_name: null,
  };
}

/** Imported flows placed in a folder, each with a free name (also among each other). */
export function placeImported(flows: readonly FlowCreate[], taken: TakenNames, folderId: string | undefined): FlowCreate[] {
  const names = new Set(taken.names);
  const endpoints = new Set(taken.endpoints);
  return flows.map((flow) => {
    const name = uniqueName(flow.name, names, FLOW_NAME_MAX_LENGTH);
    names.add(name);
    const endpoint = flow.endpoint_name && !endpoints.has(flow.endpoint_name) ? flow.endpoint_name : null;
    if (endpoint) endpoints.add(endpoint);
    return { ...flow, name, endpoint_name: endpoint, folder_id: folderId ?? null };
  });
}
