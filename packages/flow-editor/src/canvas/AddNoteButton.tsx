// Puts a note in the middle of what the canvas shows (spec/3 section 2, Canvas).
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { NOTE_MIN_SIZE } from '@app/flow-graph';
import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { useFlowStore } from '../store/FlowStoreProvider';

export function AddNoteButton() {
  const { t } = useTranslation('canvas');
  const addNote = useFlowStore((state) => state.addNote);
  const locked = useFlowStore((state) => state.locked);
  const { screenToFlowPosition } = useReactFlow();
  const flowStore = useStoreApi();

  const add = () => {
    const { domNode } = flowStore.getState();
    const bounds = domNode?.getBoundingClientRect();
    const centre = screenToFlowPosition({ x: (bounds?.left ?? 0) + (bounds?.width ?? 0) / 2, y: (bounds?.top ?? 0) + (bounds?.height ?? 0) / 2 });
    addNote({ x: centre.x - NOTE_MIN_SIZE / 2, y: centre.y - NOTE_MIN_SIZE / 2 });
  };

  return (
    <Tooltip label={t('addNote')} openDelay={500}>
      <ActionIcon variant="default" size="lg" aria-label={t('addNote')} disabled={locked} onClick={add}>
        <IconNote size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
