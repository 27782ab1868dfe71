export { applyJsonFilter, parseJsonPath } from './jsonFilter';
export type { JsonFilterProblem, JsonFilterResult } from './jsonFilter';
export { MAX_TABLE_ROWS } from './JsonOutput';
export { MAX_OUTPUT_TEXT, OutputView } from './OutputView';
export { OutputInspectionModal } from './OutputInspectionModal';
export type { OutputInspectionModalProps } from './OutputInspectionModal';
