// The component node on the canvas: header, fields rows, outputs, toolbar, parameter modal (spec/3 sections 2-5).
export const nodes = {};
