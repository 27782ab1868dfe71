// The inspect button of a node's output (spec/3 section 4: disabled until the component has been
// built). The modal mounts only while open: a canvas has hundreds of outputs.
import { ActionIcon } from '@mantine/core';
import { IconZoomScan } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../../context/EditorTexts';
import { useNodeOutputs } from '../../build';
import { OutputInspectionModal, outputLabelsOf } from '../../outputs';
import { useNodeContent } from '../nodeSelectors';
import { DeferredTooltip } from '../../shared/DeferredTooltip';

export interface OutputInspectButtonProps {
  nodeId: string;
  nodeName: string;
  outputName: string;
}

export function OutputInspectButton({ nodeId, nodeName, outputName }: OutputInspectButtonProps) {
  const { t } = useEditorTranslation('build');
  const outputs = useNodeOutputs(nodeId);
  const node = useNodeContent(nodeId);
  const [open, setOpen] = useState(false);
  const built = outputs !== undefined;
  return (
    <>
      <DeferredTooltip label={built ? t('node.inspect') : t('node.inspectDisabled')} withinPortal>
        <ActionIcon size="sm" variant="subtle" color="gray" className="nodrag" aria-label={t('node.inspect')} disabled={!built} onClick={() => setOpen(true)}>
          <IconZoomScan size={14} />
        </ActionIcon>
      </DeferredTooltip>
      {open && (
        <OutputInspectionModal
          opened
          nodeName={nodeName}
          outputs={outputs?.outputs}
          logs={outputs?.logs}
          selectedOutput={outputName}
          outputLabels={outputLabelsOf(node?.data.node.outputs)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
