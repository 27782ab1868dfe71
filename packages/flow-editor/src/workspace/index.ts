export { FlowListPage } from './FlowListPage';
export type { FlowListPageProps } from './FlowListPage';
export type { FlowListTab } from './useFolderFlows';
export { FlowIcon } from './FlowIcon';
export type { FlowIconProps } from './FlowIcon';
export { FlowStatusBadge } from './FlowStatusBadge';
