// Prints benchmark rows as "name: ours vs baseline (ratio)". Ratios, not absolute times, are the
// figures to compare across machines: both sides are measured in the same run.

export interface Row {
  metric: string;
  ours: number;
  baseline: number;
  unit: string;
  /** The figure's target (issue 19), printed after the ratio, e.g. "<= 20 ms". */
  goal?: string;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of `iterations` timings of `once`, after `warmUp` untimed calls. */
export async function medianAfterWarmUp(iterations: number, warmUp: number, once: () => Promise<number>): Promise<number> {
  for (let index = 0; index < warmUp; index++) await once();
  const samples: number[] = [];
  for (let index = 0; index < iterations; index++) samples.push(await once());
  return median(samples);
}

/** Sub-10 ms figures get two decimals: the token goals are fractions of a millisecond. */
function figure(value: number, unit: string): string {
  return value.toFixed(unit === 'ms' && Math.abs(value) < 10 ? 2 : 1);
}

export function printRows(title: string, baselineName: string, rows: Row[]): void {
  console.log(`\n## ${title} (baseline: ${baselineName})`);
  for (const row of rows) {
    const ratio = row.baseline === 0 ? Number.NaN : row.ours / row.baseline;
    const goal = row.goal ? ` — goal ${row.goal}` : '';
    console.log(`${row.metric}: ${figure(row.ours, row.unit)} ${row.unit} vs ${figure(row.baseline, row.unit)} ${row.unit} — ratio ${ratio.toFixed(2)}x${goal}`);
  }
}
