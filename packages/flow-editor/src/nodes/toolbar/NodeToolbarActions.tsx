// The toolbar over the selected node (spec/3 section 2 "Node toolbar actions") with its keyboard
// shortcuts (spec/3 section 9): code, advanced settings and minimize as buttons; output
// inspection (o), run from here, freeze path (unfreezing offers to thaw what the freeze froze with
// it), docs, copy, duplicate, save component, share component (a JSON file), tool mode and delete
// in the menu; p runs the flow up to the node. It is mounted only while its node is the one
// selected node, so the shortcuts act on that node.
import { isShownMinimized, type GenericNode } from '@app/flow-graph';
import { ActionIcon, Group, Kbd, Menu, Paper, Text, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconBook2,
  IconCode,
  IconCopy,
  IconDeviceFloppy,
  IconDots,
  IconPlayerTrackNext,
  IconShare,
  IconSnowflake,
  IconZoomScan,
  IconSquaresDiagonal,
  IconTool,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowBuild, useFlowBuildState, useNodeOutputs, type FrozenComponent } from '../../build';
import { useFlowEditor } from '../../context/FlowEditorProvider';
import { formatShortcut } from '../../canvas/shortcuts';
import { CodeModal } from '../../modals';
import { OutputInspectionModal, outputLabelsOf } from '../../outputs';
import { componentCode, hasToolModeInputs } from '../nodeFields';
import { useNodeContent } from '../nodeSelectors';
import { NodeParameterModal } from '../parameters/NodeParameterModal';
import { DocsModal } from './DocsModal';
import { ThawDialog } from './ThawDialog';
import { useNodeActions } from './useNodeActions';

type Dialog = 'parameters' | 'code' | 'docs' | 'outputs' | null;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function ShortcutHint({ keys }: { keys: string }) {
  return <Kbd size="xs">{formatShortcut(keys, isMac)}</Kbd>;
}

function ToolbarButton({ label, keys, onClick, children }: { label: string; keys?: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip label={keys ? <Group gap={6}>{label}<ShortcutHint keys={keys} /></Group> : label} openDelay={500} withinPortal>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function NodeToolbarActionsView({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation('nodes');
  const { t: tBuild } = useTranslation('build');
  const { notify } = useFlowEditor();
  const build = useFlowBuild();
  const building = useFlowBuildState((state) => state.building);
  const outputs = useNodeOutputs(nodeId);
  const node = useNodeContent(nodeId);
  const actions = useNodeActions(nodeId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [stillFrozen, setStillFrozen] = useState<readonly FrozenComponent[]>([]);
  const component = node?.data.node;
  const code = componentCode(component);
  const documentation = component?.documentation ?? '';
  const toolModeOffered = component ? hasToolModeInputs(component) : false;
  const minimized = node ? isShownMinimized(node as GenericNode) : false;

  const openCode = () => (code === undefined ? notify({ kind: 'error', title: t('toolbar.noCode', { id: nodeId }) }) : setDialog('code'));
  const openDocs = () => (documentation.trim() ? setDialog('docs') : notify({ kind: 'error', title: t('toolbar.noDocs', { id: nodeId }) }));
  const toggleToolMode = () => void (toolModeOffered && actions.toggleToolMode());
  // Unfreezing one component leaves what its freeze froze with it frozen: offer to thaw those too.
  const toggleFrozen = () => {
    const frozenWithIt = component?.frozen ? build.frozenWith(nodeId) : [];
    void build.toggleFrozen(nodeId);
    setStillFrozen(frozenWithIt);
  };

  // The canvas's shortcuts (useCanvasShortcuts) minimize and update the selection; these open
  // what lives in this toolbar or act on this node alone.
  useHotkeys([
    ['mod+shift+A', () => setDialog('parameters'), { usePhysicalKeys: true }],
    ['mod+shift+D', openDocs, { usePhysicalKeys: true }],
    ['mod+alt+S', () => void actions.saveComponent(), { usePhysicalKeys: true }],
    ['mod+shift+M', toggleToolMode, { usePhysicalKeys: true }],
    ['mod+shift+S', actions.share, { usePhysicalKeys: true }],
    ['mod+shift+F', toggleFrozen, { usePhysicalKeys: true }],
    ['P', () => void (!building && build.run({ stopComponentId: nodeId })), { usePhysicalKeys: true }],
    ['O', () => outputs && setDialog('outputs'), { usePhysicalKeys: true }],
  ]);

  if (!node || !component) return null;
  const name = component.display_name || node.data.type;
  return (
    <Paper shadow="sm" radius="md" p={2} withBorder className="nodrag" role="toolbar" aria-label={t('toolbar.label')}>
      <Group gap={2} wrap="nowrap">
        <ToolbarButton label={t('toolbar.code')} onClick={openCode}>
          <IconCode size={16} />
        </ToolbarButton>
        <ToolbarButton label={t('toolbar.advanced')} keys="mod+shift+a" onClick={() => setDialog('parameters')}>
          <IconAdjustmentsHorizontal size={16} />
        </ToolbarButton>
        <ToolbarButton label={minimized ? t('toolbar.expand') : t('toolbar.minimize')} keys="mod+." onClick={actions.toggleMinimized}>
          {minimized ? <IconArrowsMaximize size={16} /> : <IconArrowsMinimize size={16} />}
        </ToolbarButton>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('toolbar.more')}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconZoomScan size={14} />} rightSection={<ShortcutHint keys="o" />} disabled={!outputs} onClick={() => setDialog('outputs')}>
              {tBuild('node.inspect')}
            </Menu.Item>
            <Menu.Item leftSection={<IconPlayerTrackNext size={14} />} disabled={building} onClick={() => void build.run({ startComponentId: nodeId })}>
              {tBuild('node.runFrom')}
            </Menu.Item>
            <Menu.Item leftSection={<IconSnowflake size={14} />} rightSection={<ShortcutHint keys="mod+shift+f" />} onClick={toggleFrozen}>
              {component.frozen ? tBuild('node.unfreeze') : tBuild('node.freeze')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item leftSection={<IconBook2 size={14} />} rightSection={<ShortcutHint keys="mod+shift+d" />} onClick={openDocs}>
              {t('toolbar.docs')}
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={14} />} rightSection={<ShortcutHint keys="mod+c" />} onClick={actions.copy}>
              {t('toolbar.copy')}
            </Menu.Item>
            <Menu.Item leftSection={<IconSquaresDiagonal size={14} />} rightSection={<ShortcutHint keys="mod+d" />} onClick={actions.duplicate}>
              {t('toolbar.duplicate')}
            </Menu.Item>
            <Menu.Item leftSection={<IconDeviceFloppy size={14} />} rightSection={<ShortcutHint keys="mod+alt+s" />} onClick={() => void actions.saveComponent()}>
              {t('toolbar.saveComponent')}
            </Menu.Item>
            <Menu.Item leftSection={<IconShare size={14} />} rightSection={<ShortcutHint keys="mod+shift+s" />} onClick={actions.share}>
              {t('toolbar.share')}
            </Menu.Item>
            {toolModeOffered && (
              <Menu.Item
                leftSection={<IconTool size={14} />}
                rightSection={component.tool_mode ? <Text size="xs" c="blue">✓</Text> : <ShortcutHint keys="mod+shift+m" />}
                onClick={toggleToolMode}
              >
                {t('toolbar.toolMode')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} rightSection={<ShortcutHint keys="backspace" />} onClick={actions.remove}>
              {t('toolbar.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <NodeParameterModal opened={dialog === 'parameters'} nodeId={nodeId} onClose={() => setDialog(null)} />
      <CodeModal opened={dialog === 'code'} code={code ?? ''} title={name} onClose={() => setDialog(null)} onSave={(next) => void actions.saveCode(next)} />
      <DocsModal opened={dialog === 'docs'} name={name} documentation={documentation} onClose={() => setDialog(null)} />
      <ThawDialog name={name} frozen={stillFrozen} onThaw={() => build.unfreeze(stillFrozen.map((frozen) => frozen.id))} onClose={() => setStillFrozen([])} />
      {dialog === 'outputs' && <OutputInspectionModal opened nodeName={name} outputs={outputs?.outputs} logs={outputs?.logs} outputLabels={outputLabelsOf(component?.outputs)} onClose={() => setDialog(null)} />}
    </Paper>
  );
}

/** Memoized: the toolbar's node renders on every step of a drag, the toolbar need not. */
export const NodeToolbarActions = memo(NodeToolbarActionsView);
