// /flow/:flowId/publish: the @app/flow-editor publish page, full screen like the editor. Before
// publishing its back arrow returns to the editor, after it to the marketplace; 完成 goes back where
// the user came from (the editor when the page was opened directly).
import { FlowEditorProvider, PublishPage } from '@app/flow-editor';
import { Box } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useNotify } from '../app/services';
import { useWorkspaceServices } from '../app/workspaceServices';
import { flowEditorPath } from './workspacePaths';

export function PublishRoute() {
  const { flowId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { flowEditor } = useWorkspaceServices();
  const notify = useNotify();
  const openFlow = () => navigate(flowEditorPath(flowId));
  return (
    <FlowEditorProvider api={flowEditor} notify={notify}>
      <Box h="100dvh">
        <PublishPage
          key={flowId}
          flowId={flowId}
          onOpenFlow={openFlow}
          onExplore={() => navigate('/explore')}
          // The router's first entry has the key 'default': nothing of ours to go back to.
          onDone={() => (location.key === 'default' ? openFlow() : navigate(-1))}
          onFlowMissing={() => navigate('/all', { replace: true })}
        />
      </Box>
    </FlowEditorProvider>
  );
}
