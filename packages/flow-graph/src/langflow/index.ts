export { LANGFLOW_COMPONENTS } from './componentMap';
export type { LangflowMapping } from './componentMap';
export { hasLangflowNodes, isLangflowNode, isPythonCode, langflowComponentName } from './detect';
export { importLangflowGraph, langflowReplacement, replaceLangflowNode, unsupportedLangflowNodes } from './importFlow';
export { LANGFLOW_REPLACEMENTS } from './replacements';
export type { ComponentCatalogue, LangflowImport, UnsupportedLangflowNode } from './importFlow';
export { exportLangflowGraph, LANGFLOW_EXPORTS } from './exportFlow';
