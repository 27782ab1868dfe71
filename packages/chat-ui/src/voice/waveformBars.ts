// The panel's waveform: the latest levels as bar heights, newest on the right, scrolling left.

/** A level (RMS, speech is roughly 0.02 to 0.3) as a bar height in [0, 1]; quiet is still visible. */
export function barHeight(level: number): number {
  const MIN_HEIGHT = 0.04;
  // Square root: quiet speech would otherwise hardly move the bars.
  return Math.max(MIN_HEIGHT, Math.min(1, Math.sqrt(level * 4)));
}

export function emptyBars(count: number): number[] {
  return Array.from({ length: count }, () => barHeight(0));
}

/** The bars with `level` pushed in on the right and the oldest dropped; the count stays. */
export function pushLevel(bars: readonly number[], level: number): number[] {
  return [...bars.slice(1), barHeight(level)];
}
