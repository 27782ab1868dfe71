// The code, prompt, text, table, dictionary and file-picker modals (spec/3 sections 2 and 5).
import type { modals as zh } from '../zh/modals';
import type { SameKeys } from '../types';

export const modals = {} satisfies SameKeys<typeof zh>;
