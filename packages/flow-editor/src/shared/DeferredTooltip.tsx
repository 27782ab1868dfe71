// A Mantine Tooltip mounted on first hover. A canvas shows hundreds of tooltip targets (run,
// inspect and field-info icons); each mounted Tooltip costs a floating-ui instance on the node's
// first render, which xyflow does for every node of a flow. Until the pointer first comes over the
// target only the target is rendered; then the Tooltip mounts already open, as it would have opened.
// It mounts within the pointer's enter event: the target is drawn anew under the Tooltip, and a
// press that followed before that render would go down on the old target and up on the new one,
// which is no click.
import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, useState, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import { flushSync } from 'react-dom';

type TargetProps = {
  onPointerEnter?(event: PointerEvent): void;
  onMouseEnter?(event: MouseEvent): void;
  onMouseMove?(event: MouseEvent): void;
};

export type DeferredTooltipProps = TooltipProps & { children: ReactElement<TargetProps> };

export function DeferredTooltip({ children, ...props }: DeferredTooltipProps) {
  const [mounted, setMounted] = useState(false);
  if (mounted) {
    return (
      <Tooltip defaultOpened {...props}>
        {children}
      </Tooltip>
    );
  }
  // The events Mantine's hover listens to on the target; the target's own handlers still run.
  const own = children.props;
  const mount = () => flushSync(() => setMounted(true));
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      mount();
    },
    onMouseEnter: (event: MouseEvent) => {
      own.onMouseEnter?.(event);
      mount();
    },
    onMouseMove: (event: MouseEvent) => {
      own.onMouseMove?.(event);
      mount();
    },
  });
}
