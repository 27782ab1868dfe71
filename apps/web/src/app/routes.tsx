import { Navigate, type RouteObject } from 'react-router';
import { CrashScreen } from '../crash/CrashScreen';
import { UnknownPathRoute } from '../marketplace/unknownPath';
import { AllTexts } from './AllTexts';
import { FullPageLoader } from './FullPageLoader';
import { AnonymousOnly, HOME_PATH, RequireAuth, RequireRole } from './guards';
import { WorkspaceServicesGate } from './workspaceServices';

// A flow list and the same list inside a folder.
type ListPageName = 'FlowsListPage' | 'ComponentsListPage' | 'AllListPage';
const listPages = (path: string, page: ListPageName): RouteObject[] =>
  [path, `${path}/folder/:folderId`].map((routePath) => ({
    path: routePath,
    lazy: () => import('../workspace/FlowListRoutes').then((m) => ({ Component: m[page] })),
  }));

// Screens that build flows: their services (and the build runner) load with the first of them.
const withWorkspace = (children: RouteObject[]): RouteObject[] => [{ element: <WorkspaceServicesGate />, children }];

// The screens of a signed-in user.
const signedInScreens: RouteObject[] = [
  {
    // The editor and its publish page take the whole window, outside the console's layout.
    element: <RequireRole role="developer" />,
    children: withWorkspace([
      ...['flow/:flowId', 'flow/:flowId/folder/:folderId'].map((path) => ({
        path,
        lazy: () => import('../workspace/FlowEditorRoute').then((m) => ({ Component: m.FlowEditorRoute })),
      })),
      { path: 'flow/:flowId/publish', lazy: () => import('../workspace/PublishRoute').then((m) => ({ Component: m.PublishRoute })) },
      { path: 'flow/:flowId/view', lazy: () => import('../workspace/FlowViewRoute').then((m) => ({ Component: m.FlowViewRoute })) },
    ]),
  },
  // The chat with an app takes the whole window, outside the console's layout.
  ...withWorkspace([{ path: 'chat/bot/:storeId', lazy: () => import('../marketplace/AppChatRoute').then((m) => ({ Component: m.AppChatRoute })) }]),
  {
    lazy: () => import('../layout/AppLayout').then((m) => ({ Component: m.AppLayout })),
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      // /home is hidden from the menus (spec/1 section 2) and leads to the marketplace.
      { path: 'home', element: <Navigate to={HOME_PATH} replace /> },
      ...['explore', 'explore/:tag'].map((path) => ({ path, lazy: () => import('../marketplace/MarketplaceRoutes').then((m) => ({ Component: m.ExploreRoute })) })),
      { path: 'collect', lazy: () => import('../marketplace/MarketplaceRoutes').then((m) => ({ Component: m.CollectRoute })) },
      { path: 'stage', lazy: () => import('../layout/StagePage').then((m) => ({ Component: m.StagePage })) },
      {
        element: <RequireRole role="developer" />,
        children: withWorkspace([
          { path: 'files', lazy: () => import('../workspace/WorkspacePages').then((m) => ({ Component: m.FilesRoutePage })) },
          ...listPages('flows', 'FlowsListPage'),
          ...listPages('components', 'ComponentsListPage'),
          ...listPages('all', 'AllListPage'),
          { path: 'variable', lazy: () => import('../workspace/WorkspacePages').then((m) => ({ Component: m.VariablePage })) },
          { path: 'knowledge', lazy: () => import('../workspace/WorkspacePages').then((m) => ({ Component: m.KnowledgeRoutePage })) },
        ]),
      },
      {
        element: <RequireRole role="admin" />,
        children: [
          { path: 'user', lazy: () => import('../admin/AdminPages').then((m) => ({ Component: m.UserAdminPage })) },
          { path: 'policy', lazy: () => import('../admin/AdminPages').then((m) => ({ Component: m.PolicyAdminPage })) },
          { path: 'failed-jobs', lazy: () => import('../admin/AdminPages').then((m) => ({ Component: m.FailedJobsAdminPage })) },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <CrashScreen />,
    // Shown while the first page's module loads (without it the window stays blank and the router warns).
    HydrateFallback: FullPageLoader,
    children: [
      {
        element: <AnonymousOnly />,
        children: [{ path: 'login', lazy: () => import('../login/LoginPage').then((m) => ({ Component: m.LoginPage })) }],
      },
      {
        element: <RequireAuth />,
        // The sign-in page has its texts from the boot; every other screen loads the rest first.
        children: [{ element: <AllTexts />, children: signedInScreens }],
      },
      // The playground works without sign-in for public flows; the page decides which one it shows.
      {
        element: <AllTexts />,
        children: withWorkspace([{ path: 'playground/:flowId', lazy: () => import('../workspace/PlaygroundRoute').then((m) => ({ Component: m.PlaygroundRoute })) }]),
      },
      // Unknown paths go to /, except those containing /apps/dev/{id}: the developer preview of an app's chat.
      { path: '*', element: <UnknownPathRoute /> },
    ],
  },
];
