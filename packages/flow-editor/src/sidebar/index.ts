export { ComponentSidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './ComponentSidebar';
export type { ComponentSidebarHandle, ComponentSidebarProps } from './ComponentSidebar';
