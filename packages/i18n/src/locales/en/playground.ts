import type { playground as zh } from '../zh/playground';
import type { SameKeys } from '../types';

export const playground = {
  title: 'Playground',
} satisfies SameKeys<typeof zh>;
