import { useState } from 'react';

/**
 * Runs `reset` (state setters of the calling modal) whenever `opened` turns true, so each opening
 * starts from the props. It runs during render — React's pattern for adjusting state when a prop
 * changes — so the opened content mounts with the fresh state rather than the last one.
 */
export function useResetOnOpen(opened: boolean, reset: () => void): void {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) reset();
  }
}
