// runOutputText: the answer a run client shows, from whichever of Langflow's paths carries it.
import { describe, expect, it } from 'vitest';
import { runOutputText, type RunResponse, type RunResultData } from '../src/index';

const result = (fields: Partial<RunResultData>): RunResultData => ({
  results: {},
  artifacts: {},
  outputs: {},
  logs: {},
  messages: [],
  timedelta: null,
  duration: null,
  component_display_name: 'Chat Output',
  component_id: 'ChatOutput-1',
  used_frozen_result: false,
  ...fields,
});

const response = (...outputs: Array<RunResultData | null>): RunResponse => ({ session_id: 's', outputs: [{ inputs: { input_value: 'q' }, outputs }] });

const chatMessage = (message: string) => ({ message, sender: 'Machine', sender_name: 'AI', session_id: 's', stream_url: null, component_id: 'ChatOutput-1', files: [], type: 'text' });

describe('runOutputText', () => {
  it('reads the first output’s message', () => {
    expect(runOutputText(response(result({ messages: [chatMessage('第一'), chatMessage('第二')] }), result({ messages: [chatMessage('别的')] })))).toBe('第一');
  });

  it('falls back to the chat message result when an output sent no message', () => {
    expect(runOutputText(response(result({ results: { message: { text: '结果里的回答' } } })))).toBe('结果里的回答');
  });

  it('skips outputs without a result and answers undefined when none answered', () => {
    expect(runOutputText(response(null, result({ messages: [chatMessage('后面的')] })))).toBe('后面的');
    expect(runOutputText(response(null, result({ results: { data: 1 } })))).toBeUndefined();
    expect(runOutputText({ session_id: 's', outputs: [] })).toBeUndefined();
  });
});
