export { AvatarField } from './avatar/AvatarField';
export type { AvatarApi, AvatarFieldProps } from './avatar/AvatarField';
export { AVATAR_ACCEPT, avatarFileProblem } from './avatar/avatarFileProblem';
export type { AvatarFileProblem } from './avatar/avatarFileProblem';
export { AdminUiProvider, useAdminUi } from './context/AdminUiProvider';
export type { AdminApi, AdminNotification, AdminUiContextValue, AdminUiProviderProps } from './context/AdminUiProvider';
export { UserManagementPage } from './users/UserManagementPage';
export { PolicyPage } from './policies/PolicyPage';
export { FailedJobsPage } from './failedJobs/FailedJobsPage';
