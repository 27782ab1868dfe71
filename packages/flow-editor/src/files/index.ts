export { FilesPage } from './FilesPage';
export type { FilesPageProps } from './FilesPage';
