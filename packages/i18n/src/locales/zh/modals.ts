// The code, prompt, text, table, dictionary and file-picker modals (spec/3 sections 2 and 5).
export const modals = {};
