// The flow editor page: header, flow-name menu, dialogs, component sidebar (spec/3 section 2).
import type { editor as zh } from '../zh/editor';
import type { SameKeys } from '../types';

export const editor = {} satisfies SameKeys<typeof zh>;
