// The developer's workspace pages: the @app/flow-editor screens fed with the console's calls and
// notifications.
import { FilesPage, FlowEditorProvider, KnowledgePage, VariablesPage } from '@app/flow-editor';
import { useNotify, useServerInfo } from '../app/services';
import { useWorkspaceServices } from '../app/workspaceServices';

/** /variable */
export function VariablePage() {
  const { flowEditor } = useWorkspaceServices();
  const notify = useNotify();
  return (
    <FlowEditorProvider api={flowEditor} notify={notify}>
      <VariablesPage />
    </FlowEditorProvider>
  );
}

/** /knowledge (知识库) */
export function KnowledgeRoutePage() {
  const { flowEditor } = useWorkspaceServices();
  const notify = useNotify();
  return (
    <FlowEditorProvider api={flowEditor} notify={notify}>
      <KnowledgePage />
    </FlowEditorProvider>
  );
}

/** /files (我的文件), with the server's upload size limit. */
export function FilesRoutePage() {
  const { flowEditor } = useWorkspaceServices();
  const notify = useNotify();
  const maxFileSizeMb = useServerInfo((state) => state.config?.max_file_size_upload);
  return (
    <FlowEditorProvider api={flowEditor} notify={notify}>
      <FilesPage maxFileSizeMb={maxFileSizeMb} />
    </FlowEditorProvider>
  );
}
