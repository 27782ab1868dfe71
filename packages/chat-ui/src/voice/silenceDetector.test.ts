import { describe, expect, it } from 'vitest';
import { createSilenceDetector } from './silenceDetector';

describe('silence detector', () => {
  it('ends the turn after 5000 ms below 0.05 following speech, once', () => {
    const detector = createSilenceDetector(0.05, 5000);
    expect(detector.push(0.2, 0)).toBe(false);
    expect(detector.push(0.01, 100)).toBe(false);
    expect(detector.push(0.01, 5099)).toBe(false);
    expect(detector.push(0.01, 5100)).toBe(true);
    expect(detector.push(0.01, 20000)).toBe(false);
  });

  it('never ends a turn nobody spoke in, and speech restarts the wait', () => {
    const detector = createSilenceDetector(0.05, 5000);
    expect(detector.push(0.01, 0)).toBe(false);
    expect(detector.push(0.01, 60000)).toBe(false);
    detector.push(0.05, 60000);
    detector.push(0.0, 61000);
    detector.push(0.3, 65000);
    expect(detector.push(0.0, 66000)).toBe(false);
    expect(detector.push(0.0, 70999)).toBe(false);
    expect(detector.push(0.0, 71000)).toBe(true);
  });

  it('waits for speech again after a reset', () => {
    const detector = createSilenceDetector(0.05, 5000);
    detector.push(0.5, 0);
    detector.reset();
    expect(detector.push(0, 10000)).toBe(false);
  });
});
