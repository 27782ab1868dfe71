// /flow/:flowId and /flow/:flowId/folder/:folderId: the @app/flow-editor page, full screen, with
// the server's auto-save settings and a router blocker while the flow has unsaved changes.
import { FlowEditorPage, FlowEditorProvider, type AutoSaveConfig, type LeaveRequest } from '@app/flow-editor';
import { Box } from '@mantine/core';
import '@xyflow/react/dist/style.css';
import { useMemo, useState } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { useNotify, useServerInfo, useServices } from '../app/services';
import { flowEditorPath } from './workspacePaths';

export function FlowEditorRoute() {
  const { flowId = '', folderId } = useParams();
  const navigate = useNavigate();
  const { flowEditor } = useServices();
  const notify = useNotify();
  const config = useServerInfo((state) => state.config);
  const autoSave = useMemo<AutoSaveConfig | undefined>(
    () => (config ? { enabled: config.auto_saving, intervalMs: config.auto_saving_interval } : undefined),
    [config],
  );
  const [dirty, setDirty] = useState(false);
  // Moving between the two forms of the same flow's address is not leaving it.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !nextLocation.pathname.startsWith(`/flow/${flowId}`) && currentLocation.pathname !== nextLocation.pathname);
  const leaveRequest = useMemo<LeaveRequest | null>(
    () => (blocker.state === 'blocked' ? { proceed: () => blocker.proceed(), cancel: () => blocker.reset() } : null),
    [blocker],
  );
  return (
    <FlowEditorProvider api={flowEditor} notify={notify}>
      <Box h="100dvh">
        <FlowEditorPage
        key={flowId}
        flowId={flowId}
        folderId={folderId}
        autoSave={autoSave}
        leaveRequest={leaveRequest}
        onDirtyChange={setDirty}
        onBack={() => navigate('/')}
        onFlowMissing={() => navigate('/all', { replace: true })}
        onOpenFlow={(id, folder) => navigate(flowEditorPath(id, folder))}
        />
      </Box>
    </FlowEditorProvider>
  );
}
