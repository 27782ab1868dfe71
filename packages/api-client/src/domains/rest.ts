// The embedded chat page's calls under /api/v1/rest (spec/2 section 7), made by a client signed by
// a channel code or API key (`createApiClient({ apiKey })`): the app's info, its greeting and
// suggestions, and the build of its release. Events and cancel go through the usual
// build/{job_id}/events and build/{job_id}/cancel with the same key.
import { restBuildPath } from '../apiKeyTypes';
import type { StoreApp, StoreBuildBody, StoreNode } from '../storeTypes';
import type { DomainContext } from './context';

export interface RestApi {
  /** GET rest/{store_id}: the app's store info; 10003 for an app out of the key's reach. */
  store(storeId: string): Promise<StoreApp>;
  /** GET rest/store_node/{store_id}?search: the release's UI node, greeting and suggestions. */
  storeNode(storeId: string, search?: string): Promise<StoreNode>;
  /** POST rest/build/{store_id}/flow: a build of the release for the conversation `inputs.session`; `{job_id}`, errors `{detail}`. */
  build(storeId: string, body: StoreBuildBody, eventDelivery?: 'streaming' | 'polling'): Promise<{ job_id: string }>;
}

export function createRestApi({ request }: DomainContext): RestApi {
  const id = (value: string) => encodeURIComponent(value);
  return {
    store: (storeId) => request<StoreApp>({ path: `/api/v1/rest/${id(storeId)}`, envelope: true }),
    storeNode: (storeId, search) => request<StoreNode>({ path: `/api/v1/rest/store_node/${id(storeId)}`, searchParams: { search }, envelope: true }),
    build: (storeId, body, eventDelivery) =>
      request<{ job_id: string }>({ method: 'POST', path: `/api/v1/${restBuildPath(storeId)}`, searchParams: { event_delivery: eventDelivery }, json: body }),
  };
}
