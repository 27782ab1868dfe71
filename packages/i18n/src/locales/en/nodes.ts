// The component node on the canvas: header, fields rows, outputs, toolbar, parameter modal (spec/3 sections 2-5).
import type { nodes as zh } from '../zh/nodes';
import type { SameKeys } from '../types';

export const nodes = {} satisfies SameKeys<typeof zh>;
