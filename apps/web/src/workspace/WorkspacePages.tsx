// The developer's workspace pages: the @app/flow-editor screens fed with the console's calls and
// notifications.
import { FlowEditorProvider, VariablesPage } from '@app/flow-editor';
import { useNotify, useServices } from '../app/services';

/** /variable */
export function VariablePage() {
  const { flowEditor } = useServices();
  const notify = useNotify();
  return (
    <FlowEditorProvider api={flowEditor} notify={notify}>
      <VariablesPage />
    </FlowEditorProvider>
  );
}
