// The conversations of API-key runs in the database (key_messages), on SQLite and PostgreSQL: apart
// per key, flow and session, bounded, aged with the messages, deleted with their key.
import { createChatMessage } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monotonicClock } from '../src/db/monotonicClock';
import { keyConversations } from '../src/keys/keyAccess';
import { deleteRecordsBefore } from '../src/monitor/buildRecordQueries';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { createFlow } from './support/flows';
import { createKey } from './support/keys';
import { publish } from './support/store';

const say = (flowId: string, sessionId: string, text: string) =>
  createChatMessage({ text, sender: 'User', sender_name: 'User' }, { flowId, sessionId, source: { id: null, display_name: null, source: null } });

describe.each(await databasesUnderTest())('keyConversations on %s', (database) => {
  let server: TestServer;
  let owner: Api;
  let storeId: string;
  const now = monotonicClock();
  const texts = async (keyId: string, flowId: string, sessionId: string) =>
    (await keyConversations(server.app.database.db, keyId, now).list({ flowId, sessionId })).map((message) => message.text);

  beforeAll(async () => {
    server = await createTestServer({ database });
    owner = await userApi(server, 'key-conversations');
    storeId = await publish(owner, (await createFlow(owner, { nodes: [], edges: [] })).id);
  });
  afterAll(() => server.close());

  it('keeps each key’s conversations apart, and another key cannot overwrite them', async () => {
    const [one, two] = [await createKey(owner, storeId), await createKey(owner, storeId)];
    const first = say('f1', 's', 'hello');
    await keyConversations(server.app.database.db, one.id, now).save(first);
    await keyConversations(server.app.database.db, one.id, now).save(say('f1', 'other', 'elsewhere'));
    expect(await texts(one.id, 'f1', 's')).toEqual(['hello']);
    expect(await texts(two.id, 'f1', 's')).toEqual([]);
    await keyConversations(server.app.database.db, two.id, now).save({ ...first, text: 'taken over' });
    expect(await texts(one.id, 'f1', 's')).toEqual(['hello']);
  });

  it('ages with the messages and goes with its key', async () => {
    const key = await createKey(owner, storeId);
    await keyConversations(server.app.database.db, key.id, () => new Date('2020-01-01T00:00:00Z')).save(say('f2', 's', 'long ago'));
    await keyConversations(server.app.database.db, key.id, now).save(say('f2', 's', 'recent'));
    await deleteRecordsBefore(server.app.database.db, { transactions: null, messages: new Date('2021-01-01T00:00:00Z') });
    expect(await texts(key.id, 'f2', 's')).toEqual(['recent']);
    expect((await owner.delete(`/api/v1/api_key/${key.id}`)).status).toBe(200);
    expect(await server.app.database.db.selectFrom('key_messages').select('id').where('key_id', '=', key.id).execute()).toEqual([]);
  });
});
