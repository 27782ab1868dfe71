// The flow and component lists, folders and the new-flow dialog (spec/3 section 2).
import type { workspace as zh } from '../zh/workspace';
import type { SameKeys } from '../types';

export const workspace = {} satisfies SameKeys<typeof zh>;
