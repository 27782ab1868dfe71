// Business constants of spec/3 sections 3 and 9 that belong to the flow model itself.

export const DEFAULT_FLOW_ICON = 'Workflow';
export const DEFAULT_FLOW_ICON_BG_COLOR = '#7366f3';
export const FLOW_NAME_MAX_LENGTH = 50;

export const NOTE_COLORS = ['amber', 'neutral', 'rose', 'blue', 'lime', 'transparent'] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];
/** The first colour of the palette. */
export const DEFAULT_NOTE_COLOR: NoteColor = NOTE_COLORS[0];
export const NOTE_MAX_LENGTH = 2500;
export const NOTE_MIN_SIZE = 324;

/** How often a vertex inside a loop may appear in the layered order (reference section 4). */
export const MAX_CYCLE_APPEARANCES = 2;
