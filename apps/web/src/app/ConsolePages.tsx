import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LoginPage } from '../login/LoginPage';
import { FullPageLoader } from './FullPageLoader';
import { useSession } from './services';

/** The path the route table shows the sign-in page at. */
export function isSignInPath(pathname: string): boolean {
  return /^\/login\/?$/.test(pathname);
}

interface ConsolePagesProps {
  /** The path the console was opened at. */
  firstPath: string;
  /** The route table (react-router and the way to every screen). */
  loadRouter(): Promise<{ default: ComponentType }>;
}

/**
 * The console's pages. Opened at /login, the sign-in page shows without the route table, which
 * carries react-router (a sixth of that page's JavaScript otherwise): it loads once the visitor is
 * signed in, and its /login route takes them on to the redirect target. Every other first page
 * shows through the route table.
 */
export function ConsolePages({ firstPath, loadRouter }: ConsolePagesProps) {
  const [Router] = useState(() => lazy(loadRouter));
  const status = useSession((s) => s.status);
  // Routed once, routed for good: a later sign-out is the route table's to show.
  const [routed, setRouted] = useState(() => !isSignInPath(firstPath));
  if (!routed && status === 'authenticated') setRouted(true);
  if (!routed) return status === 'checking' ? <FullPageLoader /> : <LoginPage />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Router />
    </Suspense>
  );
}
