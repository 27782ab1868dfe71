import { describe, expect, it } from 'vitest';
import { barHeight, emptyBars, pushLevel } from './waveformBars';

describe('waveform', () => {
  it('keeps 30 bars, the newest level on the right', () => {
    const bars = pushLevel(emptyBars(30), 0.25);
    expect(bars).toHaveLength(30);
    expect(bars.at(-1)).toBe(1);
    expect(pushLevel(bars, 0).at(-2)).toBe(1);
  });

  it('maps levels into [min, 1], louder taller', () => {
    expect(barHeight(0)).toBeGreaterThan(0);
    expect(barHeight(0.01)).toBeLessThan(barHeight(0.1));
    expect(barHeight(5)).toBe(1);
  });
});
