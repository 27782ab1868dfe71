// /playground/:flowId, outside the console's layout (spec/3 section 2): the owner's playground of a
// saved flow (messages on the server, attachments stored beside the flow); for anyone else, and
// without sign-in, the public playground when the flow allows it (public build route, sessions in
// session storage).
import type { FlowRecord } from '@app/flow-graph';
import { FlowEditorProvider, PlaygroundPage, serverPlaygroundMessages, sessionStoragePlaygroundMessages, type FlowEditorApi } from '@app/flow-editor';
import { Center, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FullPageLoader } from '../app/FullPageLoader';
import { useNotify, useSession } from '../app/services';
import { useWorkspaceServices } from '../app/workspaceServices';
import { usePageTitle } from '../layout/usePageTitle';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; flow: FlowRecord; isPublic: boolean };

export function PlaygroundRoute() {
  const { flowId = '' } = useParams();
  const { t } = useTranslation('playground');
  const { flowEditor, publicPlayground } = useWorkspaceServices();
  const notify = useNotify();
  const session = useSession((state) => state.status);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  usePageTitle(loaded.status === 'ready' ? loaded.flow.name : undefined);

  useEffect(() => {
    if (session === 'checking') return;
    let live = true;
    const own = session === 'authenticated' ? flowEditor.flows.get(flowId) : Promise.reject(new Error('anonymous'));
    void own
      .then((flow) => ({ status: 'ready' as const, flow, isPublic: false }))
      .catch(() => publicPlayground.flow(flowId).then((flow) => ({ status: 'ready' as const, flow, isPublic: true })))
      .catch(() => ({ status: 'missing' as const }))
      .then((next) => live && setLoaded(next));
    return () => {
      live = false;
    };
  }, [session, flowId, flowEditor, publicPlayground]);

  // The public page builds through the public route. The owner's stored builds (monitor/builds) are
  // not the visitor's to read: asking would only fail (401, then a refused refresh) in their console.
  const api = useMemo<FlowEditorApi>(
    () => (loaded.status === 'ready' && loaded.isPublic ? { ...flowEditor, build: publicPlayground.build, builds: { ...flowEditor.builds, vertexBuilds: async () => ({}) } } : flowEditor),
    [loaded, flowEditor, publicPlayground],
  );

  if (loaded.status === 'loading') return <FullPageLoader />;
  if (loaded.status === 'missing') {
    return (
      <Center h="100dvh">
        <Text c="dimmed">{t('public.notFound')}</Text>
      </Center>
    );
  }
  const { flow, isPublic } = loaded;
  return (
    <FlowEditorProvider api={api} notify={notify}>
      <PlaygroundPage
        key={flow.id}
        flow={flow}
        isPublic={isPublic}
        makeSource={(id) => (isPublic ? sessionStoragePlaygroundMessages(id) : serverPlaygroundMessages(flowEditor.monitor, id))}
        onUpload={isPublic ? undefined : async (file) => ({ path: (await flowEditor.files.uploadToFlow(flow.id, file)).file_path })}
      />
    </FlowEditorProvider>
  );
}
