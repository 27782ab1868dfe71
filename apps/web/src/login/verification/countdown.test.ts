import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from './countdown';

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the start value at once, one less each second, and stops at zero', () => {
    const ticks: number[] = [];
    const countdown = createCountdown((left) => ticks.push(left));
    countdown.start(3);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(3000);
    expect(ticks).toEqual([3, 2, 1, 0]);
    vi.advanceTimersByTime(5000);
    expect(ticks).toEqual([3, 2, 1, 0]);
  });

  it('clears to zero and stops ticking', () => {
    const ticks: number[] = [];
    const countdown = createCountdown((left) => ticks.push(left));
    countdown.start(60);
    vi.advanceTimersByTime(2000);
    countdown.clear();
    vi.advanceTimersByTime(5000);
    expect(ticks).toEqual([60, 59, 58, 0]);
  });

  it('restarts from the new value instead of running twice', () => {
    const ticks: number[] = [];
    const countdown = createCountdown((left) => ticks.push(left));
    countdown.start(5);
    vi.advanceTimersByTime(1000);
    countdown.start(2);
    vi.advanceTimersByTime(3000);
    expect(ticks).toEqual([5, 4, 2, 1, 0]);
  });

  it('stops silently when destroyed', () => {
    const onTick = vi.fn();
    const countdown = createCountdown(onTick);
    countdown.start(10);
    countdown.destroy();
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });
});
