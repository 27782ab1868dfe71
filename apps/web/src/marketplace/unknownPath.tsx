// Paths the route table does not know go to /, except those containing /apps/dev/{id}: the developer
// preview of an app's chat (spec/2 section 2), whose code loads only then.
import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AllTexts } from '../app/AllTexts';
import { WorkspaceServicesGate } from '../app/workspaceServices';

const DevPreviewRoute = lazy(() => import('./AppChatRoute').then((m) => ({ default: m.DevPreviewRoute })));

const DEV_PREVIEW_PATH = /\/apps\/dev\/([^/]+)/;

/** The store id of a path containing /apps/dev/{id}, or null. */
export function devPreviewStoreId(pathname: string): string | null {
  const match = DEV_PREVIEW_PATH.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function UnknownPathRoute() {
  const { pathname } = useLocation();
  const storeId = devPreviewStoreId(pathname);
  if (!storeId) return <Navigate to="/" replace />;
  return (
    // With every screen's texts, like the routes of the table (the boot loads the sign-in page's only).
    <AllTexts>
      <WorkspaceServicesGate>
        <DevPreviewRoute storeId={storeId} />
      </WorkspaceServicesGate>
    </AllTexts>
  );
}
