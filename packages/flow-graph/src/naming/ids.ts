// Node ids `<ComponentType>-<5 random characters>` (reference section 3). The engine relies on the
// prefix, e.g. to recognise interface components by `id.split("-")[0]`.
import { pickOne, type RandomSource } from './random';

const ID_ALPHABET = [...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const ID_SUFFIX_LENGTH = 5;

export function randomIdSuffix(random: RandomSource = Math.random, length: number = ID_SUFFIX_LENGTH): string {
  return Array.from({ length }, () => pickOne(ID_ALPHABET, random)).join('');
}

export function createNodeId(componentType: string, random: RandomSource = Math.random): string {
  return `${componentType}-${randomIdSuffix(random)}`;
}
