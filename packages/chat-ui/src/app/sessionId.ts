// A new conversation's id (spec/2 section 3): derived deterministically from a random id and the
// store id — a UUID v5 of the random id in the namespace of the store id. The uuid package works
// where crypto.randomUUID and crypto.subtle do not (pages served over plain http).
import { v4, v5, validate } from 'uuid';

/** The conversation id for `randomId` with this store; a store id that is no UUID is hashed into one first. */
export function conversationId(storeId: string, randomId: string = v4()): string {
  const namespace = validate(storeId) ? storeId : v5(storeId, v5.URL);
  return v5(randomId, namespace);
}
