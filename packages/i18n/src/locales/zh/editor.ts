// The flow editor page: header, flow-name menu, dialogs, component sidebar (spec/3 section 2).
export const editor = {};
