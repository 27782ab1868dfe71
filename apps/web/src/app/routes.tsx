import { Navigate, type RouteObject } from 'react-router';
import { CrashScreen } from '../crash/CrashScreen';
import { AnonymousOnly, HOME_PATH, RequireAuth, RequireRole } from './guards';

// Pages of later issues are registered with no element: the layout shows an empty main area.
const emptyPages = (paths: string[]): RouteObject[] => paths.map((path) => ({ path }));

// A flow list and the same list inside a folder.
type ListPageName = 'FlowsListPage' | 'ComponentsListPage' | 'AllListPage';
const listPages = (path: string, page: ListPageName): RouteObject[] =>
  [path, `${path}/folder/:folderId`].map((routePath) => ({
    path: routePath,
    lazy: () => import('../workspace/FlowListRoutes').then((m) => ({ Component: m[page] })),
  }));

export const routes: RouteObject[] = [
  {
    errorElement: <CrashScreen />,
    children: [
      {
        element: <AnonymousOnly />,
        children: [{ path: 'login', lazy: () => import('../login/LoginPage').then((m) => ({ Component: m.LoginPage })) }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The editor takes the whole window, outside the console's layout.
            element: <RequireRole role="developer" />,
            children: ['flow/:flowId', 'flow/:flowId/folder/:folderId'].map((path) => ({
              path,
              lazy: () => import('../workspace/FlowEditorRoute').then((m) => ({ Component: m.FlowEditorRoute })),
            })),
          },
          {
            lazy: () => import('../layout/AppLayout').then((m) => ({ Component: m.AppLayout })),
            children: [
              { index: true, element: <Navigate to={HOME_PATH} replace /> },
              ...emptyPages(['explore', 'explore/:tag', 'collect', 'home']),
              { path: 'stage', lazy: () => import('../layout/StagePage').then((m) => ({ Component: m.StagePage })) },
              {
                element: <RequireRole role="developer" />,
                children: [
                  ...emptyPages(['files']),
                  ...listPages('flows', 'FlowsListPage'),
                  ...listPages('components', 'ComponentsListPage'),
                  ...listPages('all', 'AllListPage'),
                  { path: 'variable', lazy: () => import('../workspace/WorkspacePages').then((m) => ({ Component: m.VariablePage })) },
                ],
              },
              {
                element: <RequireRole role="admin" />,
                children: [
                  { path: 'user', lazy: () => import('../admin/AdminPages').then((m) => ({ Component: m.UserAdminPage })) },
                  { path: 'policy', lazy: () => import('../admin/AdminPages').then((m) => ({ Component: m.PolicyAdminPage })) },
                ],
              },
            ],
          },
        ],
      },
      // The playground works without sign-in for public flows; the page decides which one it shows.
      { path: 'playground/:flowId', lazy: () => import('../workspace/PlaygroundRoute').then((m) => ({ Component: m.PlaygroundRoute })) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
