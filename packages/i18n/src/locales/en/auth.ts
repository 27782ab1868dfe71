import type { auth as zh } from '../zh/auth';
import type { SameKeys } from '../types';

export const auth = {} satisfies SameKeys<typeof zh>;
