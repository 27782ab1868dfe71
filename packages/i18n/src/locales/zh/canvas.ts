// The canvas: nodes, edges, notes, selection actions, shortcuts (spec/3 sections 2, 4, 5).
export const canvas = {};
