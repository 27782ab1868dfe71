// A run's messages held until its records are written, so a run commits once however many
// messages it says: each message saved on its own was an upsert with its own commit (and ChatInput
// and ChatOutput save the message their event already saved). Saves of one id keep the time of the
// first (it orders the conversation) and the content of the last, as the store's upsert does; a
// read (Message History) writes what is held first, so a run reads what it said.
import type { MessageStore } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { BatchMessageStore } from './messageStore';

type Db = Kysely<DatabaseSchema>;

/**
 * A message store writing through `db` (a transaction's too), stamping each message with `now()`;
 * with saveAll, what a run held is written in one statement.
 */
export type MessageStoreOn = (db: Db, now: () => Date) => MessageStore & Partial<Pick<BatchMessageStore, 'saveAll'>>;

export interface DeferredMessages {
  /** Holds what is saved; reads write it first. */
  store: MessageStore;
  /** Takes what is held: the work writing it through a transaction, in the order first saved (it may run again). */
  take(): (db: Db) => Promise<void>;
}

export function deferMessages(storeOn: MessageStoreOn, db: Db, now: () => Date): DeferredMessages {
  const held = new Map<string, { message: ChatMessage; at: Date }>();
  const take = () => {
    const entries = [...held.values()];
    held.clear();
    return async (target: Db) => {
      let at = new Date(0);
      const store = storeOn(target, () => at);
      if (store.saveAll) return store.saveAll(entries.map((entry) => ({ message: entry.message, storedAt: entry.at })));
      for (const entry of entries) {
        at = entry.at;
        await store.save(entry.message);
      }
    };
  };
  return {
    store: {
      async list(query) {
        if (held.size > 0) await db.transaction().execute(take());
        return storeOn(db, now).list(query);
      },
      async save(message) {
        held.set(message.id, { message, at: held.get(message.id)?.at ?? now() });
      },
    },
    take,
  };
}
