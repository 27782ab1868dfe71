// Zoom in and out, fit the view and the canvas lock, bottom-left (spec/3 section 2, Canvas). The
// lock is the flow's own flag in the store, not xyflow's interactivity toggle.
import { ControlButton, Controls } from '@xyflow/react';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlowStore } from '../store/FlowStoreProvider';
import { FIT_VIEW_OPTIONS } from './canvasLimits';

/**
 * `lockable`: false on a read-only canvas, which has no lock to turn. `onFitView`: called as the
 * fit button fits the view (the canvas hands xyflow every node for it).
 */
export function CanvasControls({ lockable = true, onFitView }: { lockable?: boolean; onFitView?: () => void }) {
  const { t } = useTranslation('canvas');
  const locked = useFlowStore((state) => state.locked);
  const setLocked = useFlowStore((state) => state.setLocked);
  const label = locked ? t('controls.unlock') : t('controls.lock');
  return (
    <Controls position="bottom-left" showInteractive={false} fitViewOptions={FIT_VIEW_OPTIONS} onFitView={onFitView}>
      {lockable && (
        <ControlButton onClick={() => setLocked(!locked)} title={label} aria-label={label} aria-pressed={locked}>
          {locked ? <IconLock size={14} /> : <IconLockOpen size={14} />}
        </ControlButton>
      )}
    </Controls>
  );
}
