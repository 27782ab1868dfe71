import type { BuildFailure } from '@app/build-runner';
import type { VertexBuildResponse } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { message } from '../testing/memoryAppChatApi';
import { mergeMessages } from '../messages/mergeMessages';
import { failureNotice, lastQuestion, mergeConversations, suggestionsOfResult } from './appChatMessages';

const response = (outputs: VertexBuildResponse['data']['outputs']): VertexBuildResponse => ({
  id: 'UIOutput-1',
  inactivated_vertices: [],
  next_vertices_ids: [],
  top_level_vertices: [],
  valid: true,
  params: null,
  data: { results: {}, outputs, logs: {}, message: {}, artifacts: {}, timedelta: 0, duration: null, used_frozen_result: false },
  timestamp: '',
});

describe('app chat state pieces', () => {
  it('puts the running build’s messages in place of stored ones and after them', () => {
    const stored = [message({ id: 'a', session_id: 's', text: 'old' })];
    const live = [message({ id: 'a', session_id: 's', text: 'new' }), message({ id: 'b', session_id: 's', text: 'more' })];
    expect(mergeMessages(stored, live).map((item) => item.text)).toEqual(['new', 'more']);
  });

  it('lists local conversations the server does not know yet before the server’s', () => {
    expect(mergeConversations([{ id: 'l', title: '新对话' }, { id: 's1', title: '新对话' }], [{ id: 's1', title: '旧' }, { id: 's2', title: '更旧' }]).map((item) => item.id)).toEqual(['l', 's1', 's2']);
  });

  it('reads the chips of a UI Output result, as {suggestions} or Data {data: {suggestions}}', () => {
    expect(suggestionsOfResult(response({ ui: { type: 'data', message: { suggestions: ['a', { name: 'b', url: 'https://b.example' }, 3] } } }))).toEqual([{ name: 'a' }, { name: 'b', url: 'https://b.example' }]);
    expect(suggestionsOfResult(response({ ui: { type: 'data', message: { data: { suggestions: [{ name: 'c' }] } } } }))).toEqual([{ name: 'c' }]);
    expect(suggestionsOfResult(response({ ui: { type: 'text', message: 'text' } }))).toBeUndefined();
    expect(suggestionsOfResult(undefined)).toBeUndefined();
  });

  it('finds the last question', () => {
    const messages = [message({ id: '1', session_id: 's', text: 'q1' }), message({ id: '2', session_id: 's', text: 'q2' }), message({ id: '3', session_id: 's', text: 'a', sender: 'Machine' })];
    expect(lastQuestion(messages)?.text).toBe('q2');
  });

  it('a failure notice words the coded reasons in the reader\'s language and keeps the others as the server said them', () => {
    const lost = { code: 'JOB_WORKER_LOST', text: 'The worker running this build stopped responding.', params: {} };
    const failure: BuildFailure = { title: 'FLOW_BUILD_ERROR', messages: [lost.text, 'plain'], coded: [lost, null], nodeIds: [] };
    const t = (key: string) => `t:${key}`;
    const notice = failureNotice(failure, t, (coded) => `zh:${coded.code}`);
    expect(notice).toEqual({ kind: 'error', title: 't:messages.FLOW_BUILD_ERROR', list: ['zh:JOB_WORKER_LOST', 'plain'] });
    expect(failureNotice(failure, t).list).toEqual([lost.text, 'plain']);
  });
});
