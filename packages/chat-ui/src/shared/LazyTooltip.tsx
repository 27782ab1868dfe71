// A Tooltip whose code (Mantine's Tooltip and floating-ui, about 14 kB gzipped) loads when the
// visitor reaches for the controls, not with the page: the chat input's send and attach buttons
// are on the embedded page's first screen, which has a size budget (apps/embed). ChatInput calls
// `loadTooltips` when the pointer enters its box or focus comes into it; until the code has
// loaded, a button shows without its tooltip (its aria-label names it either way).
import type { TooltipProps } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';

type TooltipComponent = ComponentType<TooltipProps>;

let loaded: TooltipComponent | undefined;
let loading: Promise<TooltipComponent> | undefined;
const waiting = new Set<(component: TooltipComponent) => void>();

export function loadTooltips(): Promise<TooltipComponent> {
  loading ??= import('./tooltip').then(({ Tooltip }) => {
    loaded = Tooltip as TooltipComponent;
    for (const notify of waiting) notify(loaded);
    waiting.clear();
    return loaded;
  });
  return loading;
}

export function LazyTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  useEffect(() => {
    if (Tooltip) return;
    const notify = (component: TooltipComponent) => setTooltip(() => component);
    waiting.add(notify);
    return () => {
      waiting.delete(notify);
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
