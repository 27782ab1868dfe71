// The running build of a chat with an app (the marketplace's and the embedded page's): one
// BuildObserver per app, re-rendering only when the messages, the building flag or the run change.
import { BuildObserver, type BuildClient, type BuildResult } from '@app/build-runner';
import { useMemo, useSyncExternalStore } from 'react';

export function useAppBuildResult(client: BuildClient, storeId: string): BuildResult {
  const observer = useMemo(() => new BuildObserver(client, { flowId: storeId, notifyOnChangeProps: ['messages', 'isBuilding', 'runId'] }), [client, storeId]);
  return useSyncExternalStore(
    (notify) => observer.subscribe(notify),
    () => observer.getCurrentResult(),
  );
}
