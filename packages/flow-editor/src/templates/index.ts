export { NewFlowDialog } from './NewFlowDialog';
export type { NewFlowDialogProps } from './NewFlowDialog';
export { filterTemplates } from './filterTemplates';
export type { TemplateSection } from './filterTemplates';
