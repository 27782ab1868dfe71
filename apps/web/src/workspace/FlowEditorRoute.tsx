// /flow/:flowId and /flow/:flowId/folder/:folderId: the @app/flow-editor page, full screen, with
// the server's auto-save settings, a router blocker while the flow has unsaved changes (or an
// access policy not bound yet), 发布 opening /flow/:flowId/publish, and an id that names no flow
// sending the user to /all with a notice.
import { FlowEditorPage, FlowEditorProvider, type AutoSaveConfig, type LeaveRequest } from '@app/flow-editor';
import { Box } from '@mantine/core';
import '@xyflow/react/dist/style.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { useNotify, useServerInfo, useServices } from '../app/services';
import { useWorkspaceServices } from '../app/workspaceServices';
import { usePageTitle } from '../layout/usePageTitle';
import { EDITOR_PLACEMENT, useNotificationPlacement } from '../notifications/notificationPlacement';
import { flowEditorPath } from './workspacePaths';

export function FlowEditorRoute() {
  const { flowId = '', folderId } = useParams();
  const navigate = useNavigate();
  const { autoLogin } = useServices();
  const { flowEditor } = useWorkspaceServices();
  const notify = useNotify();
  const { t } = useTranslation('workspace');
  const config = useServerInfo((state) => state.config);
  const autoSave = useMemo<AutoSaveConfig | undefined>(
    () => (config ? { enabled: config.auto_saving, intervalMs: config.auto_saving_interval } : undefined),
    [config],
  );
  useNotificationPlacement(EDITOR_PLACEMENT);
  const [dirty, setDirty] = useState(false);
  const [flowName, setFlowName] = useState<string>();
  usePageTitle(flowName);
  // Moving between the two forms of the same flow's address is not leaving it; its publish page is.
  const editorPath = flowEditorPath(flowId);
  const sameEditor = (pathname: string) => pathname === editorPath || pathname.startsWith(`${editorPath}/folder/`);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !sameEditor(nextLocation.pathname) && currentLocation.pathname !== nextLocation.pathname);
  const leaveRequest = useMemo<LeaveRequest | null>(
    () => (blocker.state === 'blocked' ? { proceed: () => blocker.proceed(), cancel: () => blocker.reset() } : null),
    [blocker],
  );
  return (
    <FlowEditorProvider api={flowEditor} notify={notify} autoLogin={autoLogin}>
      <Box h="100dvh">
        <FlowEditorPage
        key={flowId}
        flowId={flowId}
        folderId={folderId}
        autoSave={autoSave}
        leaveRequest={leaveRequest}
        onDirtyChange={setDirty}
        onNameChange={setFlowName}
        onBack={() => navigate('/')}
        onFlowMissing={() => {
          notify({ kind: 'notice', title: t('flowMissing') });
          navigate('/all', { replace: true });
        }}
        onOpenFlow={(id, folder) => navigate(flowEditorPath(id, folder))}
        onPublish={() => navigate(`${editorPath}/publish`)}
        />
      </Box>
    </FlowEditorProvider>
  );
}
