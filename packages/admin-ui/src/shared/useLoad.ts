// Loads something once when a component mounts (a picker's options, a drawer's details); a late
// answer after unmounting is dropped.
import { useEffect, useEffectEvent, useState } from 'react';

/** null while loading; `fallback` after a failure, which is reported through onError. */
export function useLoad<T>(load: () => Promise<T>, onError: (error: unknown) => void, fallback: T): T | null {
  const [value, setValue] = useState<T | null>(null);
  const start = useEffectEvent(load);
  const fail = useEffectEvent((error: unknown) => {
    setValue(fallback);
    onError(error);
  });

  useEffect(() => {
    let wanted = true;
    start().then(
      (loaded) => {
        if (wanted) setValue(loaded);
      },
      (error: unknown) => {
        if (wanted) fail(error);
      },
    );
    return () => {
      wanted = false;
    };
  }, []);

  return value;
}
