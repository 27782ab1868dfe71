export { FlowListPage } from './FlowListPage';
export type { FlowListPageProps } from './FlowListPage';
export type { FlowListTab } from './useFolderFlows';
export { FlowStatusBadge } from './FlowStatusBadge';
