import { useEffect, useState } from 'react';
import { createCountdown, type Countdown } from './countdown';

/** Seconds left of a countdown owned by the component; it stops when the component goes away. */
export function useCountdown(): { secondsLeft: number } & Pick<Countdown, 'start' | 'clear'> {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [countdown] = useState(() => createCountdown(setSecondsLeft));
  useEffect(() => () => countdown.destroy(), [countdown]);
  return { secondsLeft, start: countdown.start, clear: countdown.clear };
}
