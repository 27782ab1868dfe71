// The playground over the in-memory API: chatting through a build that streams its answer, the
// stored messages afterwards, editing and deleting them, sessions (new, rename, logs, delete), the
// component viewer, and the public page's session storage.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowBuildProvider } from '../build';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { createTestFlowStore } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { serverPlaygroundMessages, sessionStoragePlaygroundMessages, type PlaygroundMessages } from './playgroundMessages';
import { PlaygroundView } from './PlaygroundView';
import { useState } from 'react';
import { useFlowEditor, type FlowEditorApi } from '../context/FlowEditorProvider';

afterEach(() => sessionStorage.clear());

// A build shows each component for at least 300 ms, so a reply takes a few seconds here (the
// shared setup's wait bound covers it).
function setup(makeSource: (api: FlowEditorApi, flowId: string) => PlaygroundMessages = (api, flowId) => serverPlaygroundMessages(api.monitor, flowId), isPublic = false) {
  const store = createTestFlowStore();
  const flowId = store.getState().flow.id;
  function WithSource() {
    const { api } = useFlowEditor();
    const [source] = useState(() => makeSource(api, flowId));
    return <PlaygroundView source={source} isPublic={isPublic} />;
  }
  const view = renderFlowEditor(
    <FlowStoreProvider store={store}>
      <FlowBuildProvider>
        <WithSource />
      </FlowBuildProvider>
    </FlowStoreProvider>,
  );
  return { ...view, store, flowId };
}

async function send(text: string) {
  const input = screen.getByPlaceholderText('发送一个消息...');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

const sessionNames = () => within(screen.getAllByRole('list')[0]!).getAllByRole('listitem').map((item) => item.textContent);

describe('playground', () => {
  it('starts on the default session with the empty state, chats through a build and keeps the messages', async () => {
    const { api, flowId } = setup();
    expect(screen.getByText('新建聊天', { selector: 'p, div, span, h2, h3, h4' })).toBeTruthy();
    expect(screen.getByText('使用聊天提示测试你的流程')).toBeTruthy();
    expect(sessionNames()).toEqual(['默认会话']);
    await send('你好');
    expect(await screen.findByText('回复：你好')).toBeTruthy();
    expect(screen.getByText('你好')).toBeTruthy();
    await waitFor(async () => expect((await api.monitor.messages({ flow_id: flowId, session_id: flowId })).map((message) => message.text)).toEqual(['你好', '回复：你好']));
  });

  it('edits a message, marked (已编辑), and deletes one', async () => {
    const { notify } = setup();
    await send('第一个问题');
    await screen.findByText('回复：第一个问题');
    const question = screen.getByText('第一个问题').closest('[data-testid^="message-"]') as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: '编辑' }));
    const editor = within(question).getByRole('textbox');
    fireEvent.change(editor, { target: { value: '改过的问题' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(await screen.findByText('改过的问题')).toBeTruthy();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '消息已成功更新.' }));
    expect(await screen.findByText('(已编辑)')).toBeTruthy();
    const answer = screen.getByText('回复：第一个问题').closest('[data-testid^="message-"]') as HTMLElement;
    fireEvent.click(within(answer).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('回复：第一个问题')).toBeNull());
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '消息已成功删除。' });
  });

  it('names a new chat after the date and time on its first message, renames it, shows its log and deletes it', async () => {
    const { notify } = setup();
    fireEvent.click(screen.getByRole('button', { name: '新建聊天' }));
    await send('新会话的问题');
    await screen.findByText('回复：新会话的问题');
    const named = sessionNames().find((name) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(name ?? ''));
    expect(named).toBeDefined();

    const item = screen.getByTestId(`session-${named}`);
    fireEvent.click(within(item).getByRole('button', { name: '会话选项' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '重命名' }));
    const field = screen.getByRole('textbox', { name: '会话名称' });
    fireEvent.change(field, { target: { value: '报价咨询' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(sessionNames()).toContain('报价咨询'));
    expect(sessionNames()).not.toContain(named);

    fireEvent.click(within(screen.getByTestId('session-报价咨询')).getByRole('button', { name: '会话选项' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '消息日志' }));
    const log = await screen.findByRole('table', { name: '消息日志：报价咨询' });
    expect(within(log).getByText('新会话的问题')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '返回聊天' }));
    fireEvent.click(within(screen.getByTestId('session-报价咨询')).getByRole('button', { name: '会话选项' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    await waitFor(() => expect(sessionNames()).not.toContain('报价咨询'));
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '会话已成功删除' });
  });

  it('leaves the log of a session deleted while it is shown, back to the chat', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '新建聊天' }));
    await send('要删除的会话');
    await screen.findByText('回复：要删除的会话');
    const named = sessionNames().find((name) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(name ?? ''))!;
    const options = () => within(screen.getByTestId(`session-${named}`)).getByRole('button', { name: '会话选项' });
    fireEvent.click(options());
    fireEvent.click(screen.getByRole('menuitem', { name: '消息日志' }));
    await screen.findByRole('table', { name: `消息日志：${named}` });
    fireEvent.click(options());
    fireEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    await waitFor(() => expect(sessionNames()).not.toContain(named));
    await waitFor(() => expect(screen.queryByRole('table', { name: `消息日志：${named}` })).toBeNull());
    expect(screen.queryByRole('button', { name: '返回聊天' })).toBeNull();
    expect(screen.getByPlaceholderText('发送一个消息...')).toBeTruthy();
  });

  it('shows a chosen output component’s latest outputs once built', async () => {
    setup();
    fireEvent.click(screen.getByText('聊天输出'));
    expect(await screen.findByText('请先构建组件')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回聊天' }));
    await send('看看输出');
    await screen.findByText('回复：看看输出');
    fireEvent.click(screen.getByText('聊天输出'));
    expect(await screen.findByText(/聊天输出: message/)).toBeTruthy();
  });

  it('keeps the public playground’s sessions in session storage', async () => {
    const { flowId } = setup((_api, id) => sessionStoragePlaygroundMessages(id), true);
    expect(screen.getByRole('button', { name: '切换主题' })).toBeTruthy();
    await send('公开问题');
    await screen.findByText('回复：公开问题');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(`playground:${flowId}`) ?? '{}')[flowId]?.map((message: { text: string }) => message.text)).toEqual(['公开问题', '回复：公开问题']));
    await act(async () => undefined);
  });
});
