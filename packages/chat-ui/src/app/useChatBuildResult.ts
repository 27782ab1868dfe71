// The running build of a chat (an app's, the embedded page's, the playground's): one BuildObserver
// per flow, re-rendering only when the messages, the building flag or the run change, and at most
// once a frame: a streamed answer's tokens arrive faster than a screen shows them.
import { animationFrameSchedule, BuildObserver, type BuildCacheOwner, type BuildResult } from '@app/build-runner';
import { useMemo, useSyncExternalStore } from 'react';

export function useChatBuildResult(client: BuildCacheOwner, flowId: string): BuildResult {
  const observer = useMemo(() => new BuildObserver(client, { flowId, notifyOnChangeProps: ['messages', 'isBuilding', 'runId'], schedule: animationFrameSchedule }), [client, flowId]);
  return useSyncExternalStore(
    (notify) => observer.subscribe(notify),
    () => observer.getCurrentResult(),
  );
}
