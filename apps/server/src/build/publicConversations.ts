// The messages of public playground builds. A visitor's builds run under a virtual flow id of their
// own (client_id + flow id), so Message History reads back that visitor's conversation and no one
// else's. They live in the public_messages table, not the messages table: the visitor keeps their
// sessions in the browser's session storage, the owner's monitor never lists strangers' chats, and
// a virtual id is no flow row. In the database, every API instance reads what another wrote (queue
// mode). Bounded per conversation (scopedMessages); deleting the flow drops them.
import { createHash } from 'node:crypto';
import type { MessageStore } from '@app/engine';
import type { Kysely } from 'kysely';
import { scopedMessageStore, type ScopedMessageOptions } from '../conversations/scopedMessages';
import type { DatabaseSchema } from '../db/schema';

/**
 * The deterministic virtual flow id of a visitor's builds of a public flow: a UUID v5 (RFC 9562)
 * named by the client id in the flow id's namespace, as Langflow's build_public_tmp derives it.
 */
export function virtualFlowId(clientId: string, flowId: string): string {
  const namespace = Buffer.from(flowId.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(clientId, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The message store of the public builds of one flow (`flowId`, the real one). */
export function publicConversations(db: Kysely<DatabaseSchema>, flowId: string, options: ScopedMessageOptions): MessageStore {
  return scopedMessageStore(db, 'public_messages', flowId, options);
}
