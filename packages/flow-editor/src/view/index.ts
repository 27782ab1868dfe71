export { FlowViewPage } from './FlowViewPage';
export type { FlowViewPageProps } from './FlowViewPage';
