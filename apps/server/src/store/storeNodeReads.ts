// The budget of the chat page's UI node reads (store_node, find_node, rest/store_node): each parses
// the app's whole graph, and a page reads its node once when it opens. Signed-in callers count per
// user; the embedded page's calls per client address, since its channel code sits in a public page
// and counting per key would let one visitor spend every other visitor's reads.
import type { RateLimits } from '../accounts/addressRateLimit';
import { overCallBudget } from '../errors/appError';

export const STORE_NODE_READS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/** Counts one read by `reader` (a user id, or `address:` and a client address); 10113 past the budget. */
export type StoreNodeReadLimit = (reader: string) => Promise<void>;

export function storeNodeReadLimit(rateLimits: RateLimits): StoreNodeReadLimit {
  const reads = rateLimits('store-node-reads', { limit: STORE_NODE_READS_PER_MINUTE, windowMs: MINUTE_MS });
  return async (reader) => {
    const wait = await reads.take(reader);
    if (wait !== null) throw overCallBudget(wait);
  };
}
