// The template field editors of a node (spec/3 sections 3 and 5).
export const fields = {};
