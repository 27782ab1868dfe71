// The run control in a node's header (spec/3 section 2, "Node appearance"): a play button that
// builds the flow up to this component; while it builds, a spinner that turns into a stop button
// on hover. Its tooltip gives the last status and how long the build took.
import { ActionIcon, Loader } from '@mantine/core';
import { IconCircleCheckFilled, IconPlayerPlay, IconPlayerStopFilled, IconSnowflake } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../../context/EditorTexts';
import type { BuildStatus } from '@app/flow-graph';
import { useFlowBuild, useFlowBuildState, useNodeOutputs } from '../../build';
import { DeferredTooltip } from '../../shared/DeferredTooltip';

export function NodeBuildControl({ nodeId, status, frozen }: { nodeId: string; status: BuildStatus | undefined; frozen: boolean }) {
  const { t } = useEditorTranslation('build');
  const build = useFlowBuild();
  const flowBuilding = useFlowBuildState((state) => state.building);
  const duration = useNodeOutputs(nodeId)?.duration;
  const [hovered, setHovered] = useState(false);
  const building = status === 'BUILDING';
  const statusText = [status && t(`node.status.${status}`), duration && t('node.duration', { duration })].filter(Boolean).join(' · ');

  if (building) {
    return (
      <DeferredTooltip label={t('node.stop')} withinPortal>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          className="nodrag"
          aria-label={t('node.stop')}
          data-build-status="BUILDING"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onClick={() => build.stop()}
        >
          {hovered ? <IconPlayerStopFilled size={14} /> : <Loader size={14} />}
        </ActionIcon>
      </DeferredTooltip>
    );
  }
  return (
    <>
      {frozen && <IconSnowflake size={14} color="var(--mantine-color-blue-5)" aria-label={t('node.frozen')} />}
      {status === 'BUILT' && <IconCircleCheckFilled size={14} color="var(--mantine-color-green-6)" aria-hidden />}
      <DeferredTooltip label={statusText ? `${t('node.run')} (${statusText})` : t('node.run')} withinPortal>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          className="nodrag"
          aria-label={t('node.run')}
          data-build-status={status ?? 'NONE'}
          disabled={flowBuilding}
          onClick={() => void build.run({ stopComponentId: nodeId })}
        >
          <IconPlayerPlay size={14} />
        </ActionIcon>
      </DeferredTooltip>
    </>
  );
}
