// The message log names the default session as the session list does and words the sender types.
import { testChatMessage } from '@app/chat-ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { SessionMessageLog } from './SessionMessageLog';

const FLOW = '6f1c2a9e-3d4b-4c5a-8e7f-0a1b2c3d4e5f';
const messages = [
  testChatMessage({ id: 'q', flow_id: FLOW, session_id: FLOW, sender: 'User', sender_name: 'User', text: '你好' }),
  testChatMessage({ id: 'a', flow_id: FLOW, session_id: FLOW, sender: 'Machine', sender_name: 'AI', text: '你好！' }),
];

describe('SessionMessageLog', () => {
  it('titles the default session 默认会话, not its id, and words the sender types', () => {
    renderFlowEditor(<SessionMessageLog session={FLOW} defaultSessionId={FLOW} messages={messages} />);
    const table = screen.getByRole('table', { name: '消息日志：默认会话' });
    expect(screen.queryByText(new RegExp(FLOW))).toBeNull();
    const senders = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1, 3).map((cell) => cell.textContent));
    expect(senders).toEqual([
      ['用户', '用户'],
      ['AI', 'AI'],
    ]);
  });

  it('titles another session by its name', () => {
    renderFlowEditor(<SessionMessageLog session="报价咨询" defaultSessionId={FLOW} messages={[]} />);
    expect(screen.getByRole('heading', { name: '消息日志：报价咨询' })).toBeTruthy();
  });
});
