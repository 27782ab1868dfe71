// Creating a flow from the new-flow dialog: an empty one under a random name (adjective and
// scientist, drawn again while taken) or a copy of an example under a free name, in the folder.
// A refusal is 'Could not create flow' with the server's detail (spec/3 section 8).
import type { BasicExample, FlowCreate } from '@app/api-client';
import { randomFlowName, uniqueName, type FlowRecord } from '@app/flow-graph';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';

export interface FlowCreator {
  busy: boolean;
  createBlank(): Promise<FlowRecord | undefined>;
  createFromExample(example: BasicExample): Promise<FlowRecord | undefined>;
}

const EMPTY_GRAPH = { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } };

export function useCreateFlow(folderId: string | undefined): FlowCreator {
  const { t } = useTranslation('workspace');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);

  const create = async (build: (takenNames: string[]) => FlowCreate) => {
    setBusy(true);
    try {
      // Names are unique among all the owner's flows, not only this folder's.
      const taken = (await api.flows.all({ header_flows: true })).map((flow) => flow.name);
      return await api.flows.create({ ...build(taken), folder_id: folderId ?? null });
    } catch (error) {
      toasts.failed(t('newFlow.createFailed'), error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    createBlank: () => create((taken) => ({ name: randomFlowName(taken), data: EMPTY_GRAPH, is_component: false })),
    createFromExample: (example) =>
      create((taken) => ({
        name: uniqueName(example.name, taken),
        description: example.description,
        // Without the example's stored viewport the editor opens with every node in view.
        data: example.data && { nodes: example.data.nodes, edges: example.data.edges },
        icon: example.icon,
        icon_bg_color: example.icon_bg_color,
        gradient: example.gradient,
        tags: example.tags,
        is_component: false,
      })),
  };
}
