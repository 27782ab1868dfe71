// /flow/:flowId/view (spec/3 section 2): the @app/flow-editor read-only view, full screen. A flow
// the user may not see (not their own; administrators see all) sends them to /all.
import { FlowEditorProvider, FlowViewPage } from '@app/flow-editor';
import { Box } from '@mantine/core';
import '@xyflow/react/dist/style.css';
import { useNavigate, useParams } from 'react-router';
import { useNotify } from '../app/services';
import { useWorkspaceServices } from '../app/workspaceServices';
import { flowEditorPath } from './workspacePaths';

export function FlowViewRoute() {
  const { flowId = '' } = useParams();
  const navigate = useNavigate();
  const { flowEditor } = useWorkspaceServices();
  const notify = useNotify();
  return (
    <FlowEditorProvider api={flowEditor} notify={notify}>
      <Box h="100dvh">
        <FlowViewPage
          key={flowId}
          flowId={flowId}
          onBack={() => void navigate('/')}
          onFlowMissing={() => void navigate('/all', { replace: true })}
          onEdit={() => void navigate(flowEditorPath(flowId))}
        />
      </Box>
    </FlowEditorProvider>
  );
}
