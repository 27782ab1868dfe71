export { clearFlowSecrets } from './clearSecrets';
export { exportFlowFile } from './exportFlowFile';
export type { ExportableFlow, ExportFlowOptions, FlowFile, FlowFileContent, FlowFileFormat } from './exportFlowFile';
export { FLOW_FILE_MESSAGES, normalizeImportedGraph, parseFlowFile } from './parseFlowFile';
export type { FlowFileExpectation, FlowFileProblem, FlowFileResult } from './parseFlowFile';
export { isJsonFile, readFlowFile } from './readFlowFile';
export { downloadFlowFile } from './downloadFile';
