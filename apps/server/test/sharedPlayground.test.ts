// Queue mode with two API instances on one PostgreSQL database and one Redis: a public playground
// visitor's conversation is in the database, so a turn taken through one instance is in Message
// History when the next turn goes through the other, and still no one else's.
import { describe, expect, it } from 'vitest';
import { virtualFlowId } from '../src/build/publicConversations';
import { databasesUnderTest, redisUnderTest } from '../src/testing';
import { userApi } from './support/api';
import { twoApiInstances } from './support/deployment';
import { createFlow, fetchCatalogue, memoryGraph } from './support/flows';
import { clientIdOf, publicTurn, visitor } from './support/publicPlayground';

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

describe.runIf(withPostgres && withRedis)('public playground on two API instances', () => {
  const instances = twoApiInstances();

  it('reads through one instance the visitor’s history written through the other', async () => {
    const { first, second } = instances;
    const owner = await userApi(first, 'shared-public-owner');
    const flow = await createFlow(owner, memoryGraph(await fetchCatalogue(owner)));
    await owner.patch(`/api/v1/flows/${flow.id}`, { access_type: 'PUBLIC' });
    const alice = visitor(first);
    await publicTurn(alice, flow.id, 'first', 'chat');

    // The same browser (its cookie), its next turn answered by the other instance.
    const aliceThere = visitor(second, alice.cookie);
    const answered = await publicTurn(aliceThere, flow.id, 'second', 'chat');
    expect(answered.at(-1)!.text).toMatch(/first.*\|\| second$/s);
    expect(answered.at(-1)!.flow_id).toBe(virtualFlowId(clientIdOf(alice), flow.id));

    // Another visitor on that instance, the same session name: none of Alice's conversation.
    const elsewhere = await publicTurn(visitor(second), flow.id, 'third', 'chat');
    expect(elsewhere.at(-1)!.text).not.toMatch(/first|second/);
  });
});
