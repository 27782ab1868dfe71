// Helpers of the marketplace tests: publishing a flow, chatting with an app through its build
// call, and reading the answers.
import type { Envelope, ReleaseResult } from '@app/api-client';
import type { BuildEvent, ChatMessage } from '@app/flow-graph';
import { dataOf } from './admin';
import { parseEvents, type Api, type ApiAnswer } from './api';

/** Releases the flow with a note; the app's store id. */
export async function publish(dev: Api, flowId: string, note = '第一版'): Promise<string> {
  return dataOf(await dev.post<Envelope<ReleaseResult>>('/api/v1/store/release', { flow_id: flowId, note })).store_id;
}

export async function decommission(dev: Api, flowId: string, note = '下架'): Promise<ReleaseResult> {
  return dataOf(await dev.post<Envelope<ReleaseResult>>('/api/v1/store/decomission', { flow_id: flowId, note }));
}

/** Starts a chat build of the app; the raw answer (200 {job_id}, or the refusal). */
export function startChat(api: Api, storeId: string, session: string, text: string, query = 'event_delivery=streaming'): Promise<ApiAnswer<{ job_id: string }>> {
  return api.post<{ job_id: string }>(`/api/v1/store/${storeId}/build?${query}`, { inputs: { input_value: text, session } });
}

/** Chats once and reads every event of the build as a streaming client. */
export async function chat(api: Api, storeId: string, session: string, text: string, query = 'event_delivery=streaming'): Promise<BuildEvent[]> {
  const started = await startChat(api, storeId, session, text, query);
  if (started.status !== 200) throw new Error(`chat not started: ${started.status} ${started.text}`);
  return parseEvents((await api.get(`/api/v1/build/${started.body.job_id}/events?event_delivery=streaming`)).text);
}

/** The text of the last machine message the events carry. */
export function answerOf(events: readonly BuildEvent[]): string | undefined {
  const answers = events.flatMap((event) => (event.event === 'add_message' && event.data.sender === 'Machine' ? [(event.data as ChatMessage).text] : []));
  return answers.at(-1);
}

/** The envelope's code and data, for refusals and successes alike. */
export function codeOf(answer: ApiAnswer): number {
  return (answer.body as Envelope<unknown>).code;
}
