import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { hasRole, type RequiredRole } from '../session/roles';
import { FullPageLoader } from './FullPageLoader';
import { useSession } from './services';

export const HOME_PATH = '/explore';

/** Only same-site paths are followed, so a crafted link cannot send a fresh login elsewhere. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return HOME_PATH;
  return target;
}

/** Protected routes (the child routes, or `children`): signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'checking') return <FullPageLoader />;
  if (status === 'authenticated') return children ?? <Outlet />;
  const here = `${location.pathname}${location.search}${location.hash}`;
  const withReturn = status === 'anonymous' && here !== '/';
  return <Navigate to={withReturn ? `/login?redirect=${encodeURIComponent(here)}` : '/login'} replace />;
}

/** /login is for anonymous visitors; a signed-in user continues to the redirect target. */
export function AnonymousOnly() {
  const status = useSession((s) => s.status);
  const [params] = useSearchParams();
  if (status === 'checking') return <FullPageLoader />;
  if (status === 'authenticated') return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}

export function RequireRole({ role }: { role: RequiredRole }) {
  const user = useSession((s) => s.user);
  return hasRole(user, role) ? <Outlet /> : <Navigate to={HOME_PATH} replace />;
}
