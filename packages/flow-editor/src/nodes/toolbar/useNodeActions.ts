// What the node toolbar does to its node (spec/3 section 2 "Node toolbar actions"): each action
// reads the node from the store when it runs, calls the server where the action needs it and
// reports the outcome with the spec's texts.
import type { RuleResult } from '@app/flow-graph';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../../context/FlowEditorProvider';
import { writeFlowToClipboard } from '../../canvas/systemClipboard';
import { useToasts } from '../../context/useToasts';
import { useFlowStoreApi } from '../../store/FlowStoreProvider';
import { graphToFlowData } from '../../store/graph';
import { componentCode } from '../nodeFields';
import { selectGenericNode } from '../nodeSelectors';
import { useReplaceComponent } from '../useReplaceComponent';
import { announceSavedComponent } from '../../shared/savedComponentEvents';
import { downloadFlowFile, exportFlowFile } from '../../io';

export interface NodeActions {
  copy(): void;
  duplicate(): void;
  remove(): void;
  toggleMinimized(): void;
  saveComponent(): Promise<void>;
  /** Shares the component as a JSON file another account imports (secrets emptied). */
  share(): void;
  toggleToolMode(): Promise<void>;
  /** Builds the node from edited code (the code modal's save); the node then counts as edited. */
  saveCode(code: string): Promise<void>;
}

export function useNodeActions(nodeId: string): NodeActions {
  const { t } = useTranslation('nodes');
  const store = useFlowStoreApi();
  const { api, notify } = useFlowEditor();
  const toasts = useToasts();
  const replace = useReplaceComponent();
  const current = () => selectGenericNode(store.getState(), nodeId);
  const refused = (result: RuleResult) => {
    if (!result.ok) notify({ kind: 'notice', title: t(`rules.${result.code}`, { defaultValue: result.message }) });
  };

  return {
    // The toolbar shows only on the one selected node, so the selection is this node; like the
    // canvas's mod+c, the copy also goes to the system clipboard.
    copy: () => {
      const data = store.getState().copySelection();
      if (data) writeFlowToClipboard(data);
    },
    duplicate: () => void store.getState().duplicate([nodeId]),
    remove: () => store.getState().deleteNodes([nodeId]),
    toggleMinimized: () => {
      const node = current();
      if (node) refused(store.getState().setMinimized(nodeId, node.data.showNode !== false));
    },
    saveComponent: async () => {
      const node = current();
      if (!node) return;
      const { nodes } = graphToFlowData([node], []);
      try {
        const saved = await api.flows.create({
          name: node.data.node.display_name || node.data.type,
          description: node.data.node.description ?? null,
          is_component: true,
          data: { nodes, edges: [] },
        });
        announceSavedComponent(saved);
        toasts.succeeded(t('toolbar.componentSaved'));
      } catch (error) {
        toasts.failed(t('toolbar.saveFailed'), error);
      }
    },
    share: () => {
      const node = current();
      if (!node) return;
      const name = node.data.node.display_name || node.data.type;
      const { nodes } = graphToFlowData([node], []);
      const file = exportFlowFile(
        { name, description: node.data.node.description ?? null, data: { nodes, edges: [] }, is_component: true, endpoint_name: null, tags: [], icon: node.data.node.icon ?? null, icon_bg_color: null },
        { clearSecrets: true },
      );
      downloadFlowFile(file);
      toasts.succeeded(t('toolbar.shared', { name }));
    },
    toggleToolMode: async () => {
      const node = current();
      const component = node?.data.node;
      const code = componentCode(component);
      if (!node || !component || code === undefined) return;
      const next = !component.tool_mode;
      try {
        const updated = await api.components.updateTemplate({ code, template: component.template, field: 'tool_mode', field_value: next, tool_mode: next });
        // The server rebuilds fields and outputs; the name and description are the user's.
        replace(nodeId, { ...updated, display_name: component.display_name, description: component.description, tool_mode: next });
      } catch (error) {
        toasts.failed(t('outdated.failed'), error);
      }
    },
    saveCode: async (code) => {
      const node = current();
      if (!node) return;
      try {
        const updated = await api.components.customComponent({ code, frontend_node: node.data.node });
        replace(nodeId, updated.data, { edited: true, type: updated.type });
      } catch (error) {
        toasts.failed(t('outdated.failed'), error);
      }
    },
  };
}
