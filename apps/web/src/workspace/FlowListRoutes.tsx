// /flows, /components and /all, each optionally /folder/{folderId} (spec/3 section 2): the list
// screen of @app/flow-editor with the route's tab and folder, navigating on its callbacks. /all
// shows flows and keeps its own path while folders change.
import { FlowEditorProvider, FlowListPage, type FlowListTab } from '@app/flow-editor';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useNotify, useSession } from '../app/services';
import { useWorkspaceServices } from '../app/workspaceServices';
import { flowEditorPath, withFolder } from './workspacePaths';

type ListSection = FlowListTab | 'all';


function FlowListRoute({ section }: { section: ListSection }) {
  const { flowEditor } = useWorkspaceServices();
  const notify = useNotify();
  const navigate = useNavigate();
  const { folderId } = useParams();
  // The lists hold the signed-in user's own flows: theirs is the owner shown in each row.
  const user = useSession((state) => state.user);
  const owner = useMemo(() => (user ? { name: user.name || user.username, avatar: user.profile_image } : undefined), [user]);
  return (
    <FlowEditorProvider api={flowEditor} notify={notify}>
      <FlowListPage
        tab={section === 'all' ? 'flows' : section}
        folderId={folderId}
        owner={owner}
        onOpenFlow={(flowId, flowFolderId) => void navigate(flowEditorPath(flowId, flowFolderId))}
        onTabChange={(tab, tabFolderId) => void navigate(withFolder(`/${tab}`, tabFolderId))}
        onFolderChange={(nextFolderId) => void navigate(withFolder(`/${section}`, nextFolderId))}
      />
    </FlowEditorProvider>
  );
}

/** /flows and /flows/folder/{folderId} */
export function FlowsListPage() {
  return <FlowListRoute section="flows" />;
}

/** /components and /components/folder/{folderId} */
export function ComponentsListPage() {
  return <FlowListRoute section="components" />;
}

/** /all and /all/folder/{folderId}: the flows. */
export function AllListPage() {
  return <FlowListRoute section="all" />;
}
