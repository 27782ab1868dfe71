export { csvDocument, docxDocument, pdfDocument } from './documents';
export { LANGFLOW_OTHER_FILES, LANGFLOW_STARTER_PROJECTS, LANGFLOW_VERSIONS, langflowFileText, langflowStarterProjectText } from './langflow';
export type { LangflowOtherFile, LangflowStarterProject, LangflowVersion } from './langflow';
