// The template field editors of a node (spec/3 sections 3 and 5).
import type { fields as zh } from '../zh/fields';
import type { SameKeys } from '../types';

export const fields = {} satisfies SameKeys<typeof zh>;
