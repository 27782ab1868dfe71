/** A source of numbers in [0, 1), like Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

export function pickOne<T>(items: readonly T[], random: RandomSource): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
}
