// Random names for new flows (spec/3 section 5): an adjective and a scientist, e.g.
// "Curious Curie", drawn again up to three times while the name is taken.
import { uniqueName } from './uniqueName';
import { pickOne, type RandomSource } from './random';
import { NAME_ADJECTIVES, NAME_SCIENTISTS } from './words';

const MAX_RETRIES = 3;

export function randomFlowName(existingNames: Iterable<string> = [], random: RandomSource = Math.random): string {
  const taken = new Set(existingNames);
  let name = '';
  for (let attempt = 0; attempt <= MAX_RETRIES; attempt += 1) {
    name = `${pickOne(NAME_ADJECTIVES, random)} ${pickOne(NAME_SCIENTISTS, random)}`;
    if (!taken.has(name)) return name;
  }
  // Every draw was taken: keep the last one and number it.
  return uniqueName(name, taken);
}
