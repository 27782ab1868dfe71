// The playground's message and session calls of the monitor domain: methods, paths, queries and
// bodies, and the server's refusals.
import type { ChatMessage } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/index';
import { serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const api = () => signedInClient(server());
const FLOW_ID = '33333333-3333-4333-8333-333333333333';

const queryOf = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search ?? ''));

const message = (changes: Partial<ChatMessage> = {}): ChatMessage =>
  ({ id: 'm1', text: '你好', sender: 'User', sender_name: 'User', session_id: 's1', flow_id: FLOW_ID, timestamp: '2025-01-01 00:00:00 UTC', files: [], ...changes }) as ChatMessage;

describe('message calls', () => {
  it('lists a session’s messages and a flow’s sessions with their filters in the query', async () => {
    server().on('GET', '/api/v1/monitor/messages', () => ({ json: [message()] }));
    server().on('GET', '/api/v1/monitor/messages/sessions', () => ({ json: ['s1', 's2'] }));
    const client = api();
    expect(await client.monitor.messages({ flow_id: FLOW_ID, session_id: 's1', order_by: 'timestamp' })).toEqual([message()]);
    expect(await client.monitor.sessions(FLOW_ID)).toEqual(['s1', 's2']);
    const [list] = server().hits('GET', '/api/v1/monitor/messages');
    expect(queryOf(list?.query)).toEqual({ flow_id: FLOW_ID, session_id: 's1', order_by: 'timestamp' });
    expect(queryOf(server().hits('GET', '/api/v1/monitor/messages/sessions')[0]?.query)).toEqual({ flow_id: FLOW_ID });
  });

  it('edits and rates a message with PUT and deletes messages by id with DELETE', async () => {
    server().on('PUT', '/api/v1/monitor/messages/m1', () => ({ json: message({ text: '您好', edit: true }) }));
    server().on('DELETE', '/api/v1/monitor/messages', () => ({ status: 204 }));
    const client = api();
    expect(await client.monitor.updateMessage('m1', { text: '您好', properties: { positive_feedback: true } })).toMatchObject({ text: '您好', edit: true });
    await expect(client.monitor.deleteMessages(['m1', 'm2'])).resolves.toBeUndefined();
    expect(JSON.parse(server().hits('PUT', '/api/v1/monitor/messages/m1')[0]!.body)).toEqual({ text: '您好', properties: { positive_feedback: true } });
    expect(JSON.parse(server().hits('DELETE', '/api/v1/monitor/messages')[0]!.body)).toEqual(['m1', 'm2']);
  });

  it('renames and deletes a session under its encoded id', async () => {
    const encoded = encodeURIComponent('2025/01/01 会话');
    server().on('PATCH', `/api/v1/monitor/messages/session/${encoded}`, () => ({ json: [message({ session_id: '新会话' })] }));
    server().on('DELETE', `/api/v1/monitor/messages/session/${encoded}`, () => ({ status: 204 }));
    const client = api();
    expect(await client.monitor.renameSession('2025/01/01 会话', '新会话', FLOW_ID)).toEqual([message({ session_id: '新会话' })]);
    await client.monitor.deleteSession('2025/01/01 会话', FLOW_ID);
    expect(queryOf(server().hits('PATCH', `/api/v1/monitor/messages/session/${encoded}`)[0]?.query)).toEqual({ new_session_id: '新会话', flow_id: FLOW_ID });
    expect(queryOf(server().hits('DELETE', `/api/v1/monitor/messages/session/${encoded}`)[0]?.query)).toEqual({ flow_id: FLOW_ID });
  });

  it('turns a refusal into an ApiError with the server’s detail', async () => {
    server().on('PATCH', '/api/v1/monitor/messages/session/none', () => ({ status: 404, json: { detail: 'No messages found with the given session ID' } }));
    const error = await api().monitor.renameSession('none', 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No messages found with the given session ID' });
  });
});
