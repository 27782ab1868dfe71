// A flow as a downloadable JSON file: what another account needs to import it, without the ids
// and dates of this one (spec/3 section 5, Export).
import type { FlowData, FlowRecord } from '@app/flow-graph';
import { clearFlowSecrets } from './clearSecrets';

/** The file's content; readFlowFile reads it back. */
export interface FlowFileContent {
  name: string;
  description: string | null;
  data: FlowData | null;
  is_component: boolean;
  endpoint_name: string | null;
  tags: string[];
  icon: string | null;
  icon_bg_color: string | null;
}

export type ExportableFlow = Pick<FlowRecord, 'name' | 'description' | 'data' | 'is_component' | 'endpoint_name' | 'tags' | 'icon' | 'icon_bg_color'>;

export interface ExportFlowOptions {
  /** Empty the values of password and load_from_db fields. */
  clearSecrets: boolean;
}

export interface FlowFile {
  fileName: string;
  text: string;
}

export function exportFlowFile(flow: ExportableFlow, { clearSecrets }: ExportFlowOptions): FlowFile {
  const content: FlowFileContent = {
    name: flow.name,
    description: flow.description,
    data: flow.data && clearSecrets ? clearFlowSecrets(flow.data) : flow.data,
    is_component: flow.is_component,
    endpoint_name: flow.endpoint_name,
    tags: flow.tags,
    icon: flow.icon,
    icon_bg_color: flow.icon_bg_color,
  };
  return { fileName: `${flow.name}.json`, text: JSON.stringify(content, null, 2) };
}
