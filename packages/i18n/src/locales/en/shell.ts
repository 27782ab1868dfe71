import type { shell as zh } from '../zh/shell';
import type { SameKeys } from '../types';

export const shell = {} satisfies SameKeys<typeof zh>;
