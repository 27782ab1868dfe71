// A Mantine Tooltip mounted on first hover. A canvas shows hundreds of tooltip targets (run,
// inspect and field-info icons); each mounted Tooltip costs a floating-ui instance on the node's
// first render, which xyflow does for every node of a flow. Until the pointer first comes over the
// target only the target is rendered; then the Tooltip mounts already open, as it would have opened.
import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, useState, type MouseEvent, type PointerEvent, type ReactElement } from 'react';

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
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      setMounted(true);
    },
    onMouseEnter: (event: MouseEvent) => {
      own.onMouseEnter?.(event);
      setMounted(true);
    },
    onMouseMove: (event: MouseEvent) => {
      own.onMouseMove?.(event);
      setMounted(true);
    },
  });
}
