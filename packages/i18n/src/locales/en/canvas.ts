// The canvas: nodes, edges, notes, selection actions, shortcuts (spec/3 sections 2, 4, 5).
import type { canvas as zh } from '../zh/canvas';
import type { SameKeys } from '../types';

export const canvas = {} satisfies SameKeys<typeof zh>;
