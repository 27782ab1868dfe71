// Keeps a scrolling list at its end as messages and tokens arrive, unless the user has scrolled up
// to read; scrolling back to the end resumes following.
import { useCallback, useLayoutEffect, useRef } from 'react';

/** How close to the end (px) still counts as being at the end. */
export const STICK_THRESHOLD_PX = 48;

export function useStickToBottom<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const atBottom = useRef(true);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_THRESHOLD_PX;
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [content]);

  return { ref, onScroll };
}
