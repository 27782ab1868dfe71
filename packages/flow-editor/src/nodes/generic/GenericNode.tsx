// The component node on the canvas (spec/3 section 2 "Node appearance"): 320 px wide expanded,
// 192 px minimized (icon and name with the single handle pair); its border red when invalid or
// its build failed, neutral while it builds, warning-coloured when outdated; the toolbar while it is the one selected node. It reads its own
// node from the store by id, so a change to another node does not re-render it.
import { isShownMinimized, type GenericNode as WorkflowGenericNode } from '@app/flow-graph';
import { Divider, Paper } from '@mantine/core';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useEditorTranslation } from '../../context/EditorTexts';
import type { EditorGenericNode } from '../../store/types';
import { useNodeBuild } from '../../build';
import { hasInputHandle, nodeFields } from '../nodeFields';
import { shownNodeName } from '../shownNodeName';
import { useConnectedFields, useIsOutdated, useLangflowReplacement, useNodeContent, useNodeProblems } from '../nodeSelectors';
import { SelectedNodeToolbar } from '../SelectedNodeToolbar';
import { NodeToolbarActions } from '../toolbar/NodeToolbarActions';
import { NodeFieldRow, fieldHandleId } from './NodeFieldRow';
import { NodeHeader } from './NodeHeader';
import { NodeOutputRow, outputHandleId } from './NodeOutputRow';
import { LangflowReplacementStrip } from './LangflowReplacementStrip';
import { OutdatedStrip } from './OutdatedStrip';

export const NODE_WIDTH = 320;
export const MINIMIZED_NODE_WIDTH = 192;

interface BorderState {
  invalid: boolean;
  failed: boolean;
  building: boolean;
  outdated: boolean;
  selected: boolean;
}

function borderColor({ invalid, failed, building, outdated, selected }: BorderState): string {
  if (invalid || failed) return 'var(--mantine-color-red-6)';
  if (building) return 'var(--mantine-color-gray-6)';
  if (outdated) return 'var(--mantine-color-yellow-6)';
  if (selected) return 'var(--mantine-primary-color-filled)';
  return 'var(--mantine-color-default-border)';
}

/** A minimized node keeps its one input handle and one output handle on its sides. */
function MinimizedHandles({ node }: { node: EditorGenericNode }) {
  const { outputs = [] } = node.data.node;
  const fields = nodeFields(node.data.node).filter(([, field]) => hasInputHandle(field));
  const output = outputs.find((candidate) => !candidate.hidden);
  const inputId = fields[0] && fieldHandleId(node, fields[0][0]);
  return (
    <>
      {inputId && <Handle type="target" position={Position.Left} id={inputId} />}
      {output && <Handle type="source" position={Position.Right} id={outputHandleId(node, output)} />}
    </>
  );
}

function GenericNodeView({ id, selected = false }: NodeProps<EditorGenericNode>) {
  const { t } = useEditorTranslation('nodes');
  const node = useNodeContent(id);
  const connected = useConnectedFields(id);
  const problems = useNodeProblems(id);
  const outdated = useIsOutdated(id);
  const replacement = useLangflowReplacement(id);
  const { status } = useNodeBuild(id);
  if (!node) return null;

  const component = node.data.node;
  const minimized = isShownMinimized(node as WorkflowGenericNode);
  const invalid = problems.unknown || problems.langflowComponent !== null || problems.issues.length > 0;
  const outputs = (component.outputs ?? []).filter((output) => !output.hidden);
  return (
    <>
      <SelectedNodeToolbar selected={selected}>
        <NodeToolbarActions nodeId={id} />
      </SelectedNodeToolbar>
      <Paper
        role="group"
        aria-label={t('node.label', { name: shownNodeName(node, t) })}
        data-invalid={invalid || undefined}
        data-outdated={outdated || undefined}
        data-minimized={minimized || undefined}
        data-build-status={status}
        shadow={selected ? 'md' : 'xs'}
        radius="md"
        style={{ width: minimized ? MINIMIZED_NODE_WIDTH : NODE_WIDTH, border: `1px solid ${borderColor({ invalid, failed: status === 'ERROR', building: status === 'BUILDING', outdated, selected })}` }}
      >
        <NodeHeader node={node} minimized={minimized} problems={problems} buildStatus={status} />
        {outdated && <OutdatedStrip nodeId={id} />}
        {replacement !== null && <LangflowReplacementStrip nodeId={id} replacement={replacement} />}
        {minimized ? (
          <MinimizedHandles node={node} />
        ) : (
          <>
            {nodeFields(component).map(([name, field]) => (
              <NodeFieldRow key={name} node={node} name={name} field={field} connected={connected.includes(name)} />
            ))}
            {outputs.length > 0 && <Divider />}
            {outputs.map((output) => (
              <NodeOutputRow key={output.name} node={node} output={output} />
            ))}
          </>
        )}
      </Paper>
    </>
  );
}

/**
 * The card draws from its id and selection only and reads the rest from the store by id; xyflow
 * places the node's wrapper itself. Its other props change on every step of a drag (position,
 * `dragging`), which then renders no part of the card.
 */
const sameCard = (previous: NodeProps<EditorGenericNode>, next: NodeProps<EditorGenericNode>) => previous.id === next.id && previous.selected === next.selected;

export const GenericNode = memo(GenericNodeView, sameCard);
