export { csvDocument, docxDocument, pdfDocument } from './documents';
export { LANGFLOW_STARTER_PROJECTS, LANGFLOW_VERSIONS, langflowStarterProjectText } from './langflow';
export type { LangflowStarterProject, LangflowVersion } from './langflow';
