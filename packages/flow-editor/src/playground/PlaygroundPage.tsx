// The /playground/{id} screen (spec/3 section 2): the playground of a saved flow, full page, with
// its own store and build controller. The app loads the flow (the owner's, or the public one) and
// chooses the message source and the build client.
import type { FlowRecord } from '@app/flow-graph';
import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FlowBuildProvider } from '../build';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { componentsByType } from '../shared/componentsByType';
import { useUiLanguage } from '../shared/useUiLanguage';
import { createFlowStoreCore } from '../store/flowStoreCore';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import type { PlaygroundMessages } from './playgroundMessages';
import { PlaygroundView, type PlaygroundViewProps } from './PlaygroundView';

export interface PlaygroundPageProps extends Omit<PlaygroundViewProps, 'source'> {
  flow: FlowRecord;
  /** Made once per page, from the flow id. */
  makeSource(flowId: string): PlaygroundMessages;
}

export function PlaygroundPage({ flow, makeSource, ...view }: PlaygroundPageProps) {
  // The saved flow is built as it is (unknown components are the server's to refuse); the catalogue
  // only gives the owner the built-in components' names in the UI language. A visitor may not read
  // the catalogue: the public flow comes with those names in the visitor's language already.
  // No canvas, so the store comes without xyflow's change appliers (and the page without xyflow).
  const [store] = useState(() => createFlowStoreCore({ flow, components: {} }, null));
  const [source] = useState(() => makeSource(flow.id));
  const { api } = useFlowEditor();
  const language = useUiLanguage();
  useEffect(() => {
    if (view.isPublic) return;
    let live = true;
    // Without the catalogue the names stay as stored: nothing the chat needs is missing.
    api.components.all({ language }).then(
      (catalogue) => live && store.getState().setComponents(componentsByType(catalogue)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, store, language, view.isPublic]);
  return (
    <FlowStoreProvider store={store}>
      <FlowBuildProvider>
        <Box h="100dvh">
          <PlaygroundView source={source} {...view} />
        </Box>
      </FlowBuildProvider>
    </FlowStoreProvider>
  );
}
