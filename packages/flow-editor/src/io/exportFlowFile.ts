// A flow as a downloadable JSON file: what another account needs to import it, without the ids
// and dates of this one (spec/3 section 5, Export). In Langflow format, the components that exist
// in both carry Langflow's names, so Langflow 1.6 imports the file; ours reads it back as well.
import { exportLangflowGraph, type FlowData, type FlowRecord } from '@app/flow-graph';
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

export type FlowFileFormat = 'ours' | 'langflow';

export interface ExportFlowOptions {
  /** Empty the values of password and load_from_db fields. */
  clearSecrets: boolean;
  /** Our own nodes (the default), or Langflow's component and field names. */
  format?: FlowFileFormat;
}

export interface FlowFile {
  fileName: string;
  text: string;
}

function exportedData(data: FlowData | null, { clearSecrets, format = 'ours' }: ExportFlowOptions): FlowData | null {
  if (!data) return data;
  const cleared = clearSecrets ? clearFlowSecrets(data) : data;
  return format === 'langflow' ? exportLangflowGraph(cleared) : cleared;
}

export function exportFlowFile(flow: ExportableFlow, options: ExportFlowOptions): FlowFile {
  const content: FlowFileContent = {
    name: flow.name,
    description: flow.description,
    data: exportedData(flow.data, options),
    is_component: flow.is_component,
    endpoint_name: flow.endpoint_name,
    tags: flow.tags,
    icon: flow.icon,
    icon_bg_color: flow.icon_bg_color,
  };
  return { fileName: `${flow.name}.json`, text: JSON.stringify(content, null, 2) };
}
