// /chat/bot/{id}, outside the console's layout (spec/2 section 2), and a path containing
// /apps/dev/{id}, the developer preview of the working copy (its owner and administrators; the
// server refuses others). The @app/chat-ui AppChat over the console's store calls; a store that
// cannot be read sends the user to /explore. Query options: is_header=false, is_close_btn=true.
import { AppChat } from '@app/chat-ui';
import type { EventDelivery } from '@app/flow-graph';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { HOME_PATH, RequireAuth } from '../app/guards';
import { useNotify, useServerInfo } from '../app/services';
import { useWorkspaceServices } from '../app/workspaceServices';
import { usePageTitle } from '../layout/usePageTitle';

interface AppChatPageProps {
  storeId: string;
  preview: boolean;
}

function AppChatPage({ storeId, preview }: AppChatPageProps) {
  const services = useWorkspaceServices();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const delivery = useServerInfo((state) => state.config?.event_delivery) as EventDelivery | undefined;
  const maxFileSizeMb = useServerInfo((state) => state.config?.max_file_size_upload);
  const api = useMemo(() => ({ ...services.appChat(preview), delivery }), [services, preview, delivery]);
  const [appName, setAppName] = useState<string>();
  usePageTitle(appName);
  return (
    <AppChat
      key={storeId}
      storeId={storeId}
      api={api}
      notify={notify}
      onLoadFailed={() => navigate(HOME_PATH, { replace: true })}
      shareUrl={`${window.location.origin}/chat/bot/${encodeURIComponent(storeId)}`}
      showHeader={params.get('is_header') !== 'false'}
      onClose={params.get('is_close_btn') === 'true' ? () => window.close() : undefined}
      preview={preview}
      maxFileSizeMb={maxFileSizeMb}
      onAppName={setAppName}
    />
  );
}

/** /chat/bot/{id} */
export function AppChatRoute() {
  const { storeId = '' } = useParams();
  return <AppChatPage storeId={storeId} preview={false} />;
}

/** The developer preview of a path containing /apps/dev/{id} (see unknownPath.tsx). */
export function DevPreviewRoute({ storeId }: { storeId: string }) {
  return (
    <RequireAuth>
      <AppChatPage storeId={storeId} preview />
    </RequireAuth>
  );
}
