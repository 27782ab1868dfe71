// The flow and component lists, folders and the new-flow dialog (spec/3 section 2).
export const workspace = {};
