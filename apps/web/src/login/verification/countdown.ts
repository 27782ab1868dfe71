// The resend countdown of the verification-code button: a factory (no React) that reports the
// seconds left once per second until zero. The hook in useCountdown.ts binds it to a component.

export interface Countdown {
  /** Starts (or restarts) at `seconds`; reports `seconds` at once, then one less every second. */
  start(seconds: number): void;
  /** Stops and reports 0, e.g. when the send failed. */
  clear(): void;
  /** Stops without reporting (the owner is going away). */
  destroy(): void;
}

export function createCountdown(onTick: (secondsLeft: number) => void): Countdown {
  let timer: ReturnType<typeof setInterval> | undefined;
  let left = 0;

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    start(seconds) {
      stop();
      left = Math.max(0, Math.floor(seconds));
      onTick(left);
      if (left === 0) return;
      timer = setInterval(() => {
        left -= 1;
        onTick(left);
        if (left === 0) stop();
      }, 1000);
    },
    clear() {
      stop();
      left = 0;
      onTick(0);
    },
    destroy: stop,
  };
}
