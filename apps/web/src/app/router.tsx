import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

// Made when this module loads: after the boot, on the first page that needs it (see ConsolePages).
const router = createBrowserRouter(routes);

/** The console's route table over the browser's address bar. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
