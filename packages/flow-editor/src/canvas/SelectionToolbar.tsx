// The floating actions of a selection (spec/3 section 2, Canvas): 组合 for several selected
// nodes, 取消组合 for a selected group. They float at the top of the canvas rather than over the
// nodes, where a selection near the top edge would put them under the editor's header.
import { isGroupNode } from '@app/flow-graph';
import { Button, Paper } from '@mantine/core';
import { IconBoxMultiple, IconLayoutGridRemove } from '@tabler/icons-react';
import { Panel } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useFlowStore, useFlowStoreApi } from '../store/FlowStoreProvider';
import { asWorkflowNodes } from '../store/graph';
import { useRuleText } from './useRuleText';

export function SelectionToolbar() {
  const { t } = useTranslation('canvas');
  const store = useFlowStoreApi();
  const { notify } = useFlowEditor();
  const ruleText = useRuleText();
  const selectedIds = useFlowStore(useShallow((state) => state.nodes.filter((node) => node.selected).map((node) => node.id)));
  const groupId = useFlowStore((state) => {
    const selected = state.nodes.filter((node) => node.selected);
    const only = selected.length === 1 ? selected[0] : undefined;
    return only && isGroupNode(asWorkflowNodes([only])[0]!) ? only.id : undefined;
  });

  const group = () => {
    const result = store.getState().groupSelection();
    if (!result.ok) notify({ kind: 'notice', title: ruleText(result) });
  };

  if (selectedIds.length > 1) {
    return (
      <Panel position="top-center">
        <Paper shadow="sm" p={2} withBorder>
          <Button size="compact-sm" variant="subtle" leftSection={<IconBoxMultiple size={14} />} onClick={group}>
            {t('selection.group')}
          </Button>
        </Paper>
      </Panel>
    );
  }
  if (groupId) {
    return (
      <Panel position="top-center">
        <Paper shadow="sm" p={2} withBorder>
          <Button size="compact-sm" variant="subtle" leftSection={<IconLayoutGridRemove size={14} />} onClick={() => store.getState().ungroup(groupId)}>
            {t('selection.ungroup')}
          </Button>
        </Paper>
      </Panel>
    );
  }
  return null;
}
