import type { ChatMessage } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { testChatMessage } from '@app/chat-ui/testing';
import { createMemoryMonitorApi } from './memoryMonitorApi';

const message = (id: string, session_id: string, flow_id = 'f1'): ChatMessage =>
  testChatMessage({ id, text: id, session_id, flow_id, timestamp: `2025-01-01 00:00:0${id.slice(1)} UTC` });

describe('createMemoryMonitorApi messages', () => {
  it('lists sessions and messages of a flow, renames and deletes sessions like the server', async () => {
    const api = createMemoryMonitorApi([], [message('m1', 's1'), message('m2', 's1'), message('m3', 's2'), message('m4', 's3', 'f2')]);
    expect(await api.sessions('f1')).toEqual(['s1', 's2']);
    expect((await api.messages({ flow_id: 'f1', session_id: 's1' })).map((m) => m.id)).toEqual(['m1', 'm2']);
    await api.renameSession('s1', '新会话', 'f1');
    expect(await api.sessions('f1')).toEqual(['新会话', 's2']);
    await expect(api.renameSession('none', 'x', 'f1')).rejects.toMatchObject({ status: 404 });
    await api.deleteSession('s2', 'f1');
    expect(await api.sessions()).toEqual(['新会话', 's3']);
  });

  it('marks an edited text, keeps other properties with a rating, and deletes by id', async () => {
    const api = createMemoryMonitorApi([], [message('m1', 's1')]);
    expect(await api.updateMessage('m1', { properties: { positive_feedback: true } })).toMatchObject({ edit: false, properties: { positive_feedback: true } });
    expect(await api.updateMessage('m1', { text: '改过' })).toMatchObject({ text: '改过', edit: true, properties: { positive_feedback: true } });
    await api.deleteMessages(['m1']);
    expect(await api.messages()).toEqual([]);
    await expect(api.updateMessage('m1', { text: 'x' })).rejects.toMatchObject({ status: 404 });
  });
});
