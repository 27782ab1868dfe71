// Reading build events the way the clients do: a streaming GET, or polls until `end`.
import type { BuildEvent, VertexBuildResponse } from '@app/flow-graph';
import { parseEvents, type Api } from './api';

export async function startBuild(api: Api, flowId: string, body: unknown = {}, query = 'event_delivery=polling'): Promise<string> {
  const answer = await api.post<{ job_id: string }>(`/api/v1/build/${flowId}/flow?${query}`, body);
  if (answer.status !== 200) throw new Error(`build not started: ${answer.status} ${answer.text}`);
  return answer.body.job_id;
}

/** Polls until `end` (or `until` says stop); returns every event read. */
export async function pollEvents(api: Api, jobId: string, until: (event: BuildEvent) => boolean = (event) => event.event === 'end'): Promise<BuildEvent[]> {
  const events: BuildEvent[] = [];
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await api.get(`/api/v1/build/${jobId}/events?event_delivery=polling`);
    if (answer.status !== 200) throw new Error(`poll failed: ${answer.status} ${answer.text}`);
    for (const event of parseEvents(answer.text)) {
      events.push(event);
      if (until(event)) return events;
    }
  }
  throw new Error(`no end after 200 polls: ${events.map((event) => event.event).join(', ')}`);
}

export function endVertices(events: readonly BuildEvent[]): VertexBuildResponse[] {
  return events.flatMap((event) => (event.event === 'end_vertex' ? [event.data.build_data] : []));
}

export function builtIds(events: readonly BuildEvent[]): string[] {
  return endVertices(events).map((result) => result.id);
}

export function messagesOf(events: readonly BuildEvent[]) {
  return events.flatMap((event) => (event.event === 'add_message' ? [event.data] : []));
}

/** Waits until `check` holds, polling every 20 ms, for at most `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
