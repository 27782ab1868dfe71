import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@app/ui-testing';
import { answer, errorMessage, makeMessage, question, streamingAnswer } from '../test/messages';
import { mockClipboard, renderUi } from '../test/render';
import { ChatMessageList } from './ChatMessageList';

const message = (id: string) => screen.getByTestId(`message-${id}`);

describe('ChatMessageList', () => {
  it('shows questions and replies with sender names, timestamps and the default name AI', () => {
    renderUi(<ChatMessageList messages={[question, makeMessage({ id: 'r', sender_name: '', text: 'Hi' })]} />);
    expect(message('m1').dataset.sender).toBe('user');
    // Chat Input's stock name "User" is worded in the reader's language.
    expect(within(message('m1')).getByText('用户')).toBeTruthy();
    expect(within(message('m1')).queryByText('User')).toBeNull();
    expect(within(message('m1')).getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)).toBeTruthy();
    expect(within(message('m1')).getByText('2024-06-20_city.png')).toBeTruthy();
    expect(message('r').dataset.sender).toBe('machine');
    expect(within(message('r')).getByText('AI')).toBeTruthy();
  });

  it('offers regenerate on the last reply only, and not when the last message is a question', () => {
    const onRegenerate = vi.fn();
    const first = makeMessage({ id: 'r1', text: '一' });
    const last = makeMessage({ id: 'r2', text: '二' });
    const view = renderUi(<ChatMessageList messages={[first, question, last]} onRegenerate={onRegenerate} />);
    expect(within(message('r1')).queryByRole('button', { name: '重新生成' })).toBeNull();
    fireEvent.click(within(message('r2')).getByRole('button', { name: '重新生成' }));
    expect(onRegenerate).toHaveBeenCalledWith('r2');
    view.rerender(<ChatMessageList messages={[first, question]} onRegenerate={onRegenerate} />);
    expect(screen.queryByRole('button', { name: '重新生成' })).toBeNull();
  });

  it('shows 生成中... in place of the reply until its first message arrives', () => {
    const { rerender } = renderUi(<ChatMessageList messages={[question]} awaitingReply />);
    expect(within(screen.getByTestId('pending-reply')).getByText('生成中...')).toBeTruthy();
    rerender(<ChatMessageList messages={[question, { ...streamingAnswer, text: '' }]} awaitingReply />);
    expect(screen.queryByTestId('pending-reply')).toBeNull();
    rerender(<ChatMessageList messages={[question]} />);
    expect(screen.queryByTestId('pending-reply')).toBeNull();
  });

  it('keeps a user’s own sender name, and words the stock one in English as User', () => {
    const named = makeMessage({ id: 'n', sender: 'User', sender_name: '张三', text: '你好' });
    renderUi(<ChatMessageList messages={[named]} />);
    expect(within(message('n')).getByText('张三')).toBeTruthy();
    renderUi(<ChatMessageList messages={[question]} />, { locale: 'en' });
    expect(within(screen.getAllByTestId('message-m1').at(-1)!).getByText('User')).toBeTruthy();
  });

  it('names replies with senderName when they carry none', () => {
    renderUi(<ChatMessageList senderName="小助手" messages={[makeMessage({ id: 'r', sender_name: '', text: 'Hi' })]} />);
    expect(within(message('r')).getByText('小助手')).toBeTruthy();
  });

  it('renders a reply as markdown with its reasoning, table, code and content blocks, and a question as plain text', () => {
    renderUi(<ChatMessageList messages={[makeMessage({ id: 'q', sender: 'User', text: '**not bold**' }), answer]} />);
    expect(within(message('q')).getByText('**not bold**')).toBeTruthy();
    const reply = message('m2');
    expect(within(reply).getByText('思考完成')).toBeTruthy();
    expect(within(reply).getByText('晴').tagName).toBe('STRONG');
    expect(within(reply).getByRole('table')).toBeTruthy();
    expect(within(reply).getByText('python')).toBeTruthy();
    expect(within(reply).getByText('智能体步骤')).toBeTruthy();
    expect(within(reply).getByText('820 毫秒')).toBeTruthy();
  });

  it('shows an error message as Reason, Solution and Traceback with a link to the component', () => {
    const onComponentClick = vi.fn();
    renderUi(<ChatMessageList messages={[errorMessage]} onComponentClick={onComponentClick} onEdit={vi.fn()} />);
    const block = within(message('m3')).getByTestId('error-block');
    expect(block.textContent).toContain('OpenAI 中发生错误');
    expect(within(block).getByText('字段：api_key')).toBeTruthy();
    expect(within(block).getByText('The API key is missing.')).toBeTruthy();
    expect(within(block).getByText('Set the OpenAI API key in the component.')).toBeTruthy();
    expect(within(block).getByText(/ValueError: api_key/)).toBeTruthy();
    fireEvent.click(within(block).getByRole('button', { name: 'OpenAI' }));
    expect(onComponentClick).toHaveBeenCalledWith('OpenAIModel-a1');
    expect(within(message('m3')).queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('words an error message’s coded reason in the reader’s language', () => {
    const coded = {
      code: 'COMPONENT_BUILD_FAILED',
      text: 'Error building Component OpenAI: \n\nVariable OPENAI_API_KEY not found (field api_key).',
      params: { component: 'OpenAI', message: { code: 'VARIABLE_NOT_FOUND', text: 'Variable OPENAI_API_KEY not found (field api_key).', params: { name: 'OPENAI_API_KEY', field: 'api_key' } } },
    };
    const failed = makeMessage({ id: 'c', category: 'error', error: true, text: coded.text, content_blocks: [{ title: 'Error', contents: [{ type: 'error', component: 'OpenAI', reason: coded.text, coded }] }] });
    renderUi(<ChatMessageList messages={[failed]} />);
    const block = within(message('c')).getByTestId('error-block');
    expect(block.textContent).toContain('找不到变量 OPENAI_API_KEY（字段 api_key）。');
    expect(block.textContent).not.toContain('not found');
  });

  it('uses the text as the reason of an error message without error entries', () => {
    renderUi(<ChatMessageList messages={[makeMessage({ id: 'e', category: 'error', text: 'cannot connect' })]} />);
    expect(within(message('e')).getByText('原因')).toBeTruthy();
    expect(within(message('e')).getByText('cannot connect')).toBeTruthy();
  });

  it('grows a streamed reply as tokens arrive and hides its actions until it completes', () => {
    const { rerender } = renderUi(<ChatMessageList messages={[streamingAnswer]} onDelete={vi.fn()} />);
    expect(within(message('m4')).getByText('思考中...')).toBeTruthy();
    expect(within(message('m4')).getByLabelText('生成中...')).toBeTruthy();
    expect(within(message('m4')).queryByRole('button', { name: '删除' })).toBeNull();
    rerender(<ChatMessageList messages={[{ ...streamingAnswer, text: `${streamingAnswer.text}方案</think>结论：A 更好` }]} onDelete={vi.fn()} />);
    expect(within(message('m4')).getByText('结论：A 更好')).toBeTruthy();
    rerender(<ChatMessageList messages={[{ ...streamingAnswer, text: '<think>x</think>结论：A 更好。', properties: { state: 'complete' } }]} onDelete={vi.fn()} />);
    expect(within(message('m4')).queryByLabelText('生成中...')).toBeNull();
    expect(within(message('m4')).getByRole('button', { name: '删除' })).toBeTruthy();
  });

  it('treats streamingMessageId as streaming', () => {
    renderUi(<ChatMessageList messages={[makeMessage({ id: 's', text: 'Hel' })]} streamingMessageId="s" />);
    expect(within(message('s')).getByLabelText('生成中...')).toBeTruthy();
  });

  it('copies a message and tells the app', () => {
    const writeText = mockClipboard();
    const onCopy = vi.fn();
    renderUi(<ChatMessageList messages={[question]} onCopy={onCopy} />);
    fireEvent.click(within(message('m1')).getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith('北京今天天气怎么样？');
    expect(onCopy).toHaveBeenCalledWith('北京今天天气怎么样？', 'm1');
  });

  it('edits in place: Enter saves and marks (已编辑), Escape cancels', async () => {
    const onEdit = vi.fn(() => Promise.resolve());
    renderUi(<ChatMessageList messages={[question]} onEdit={onEdit} />);
    fireEvent.click(within(message('m1')).getByRole('button', { name: '编辑' }));
    const box = within(message('m1')).getByRole('textbox');
    fireEvent.change(box, { target: { value: '上海呢？' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onEdit).not.toHaveBeenCalled();
    expect(within(message('m1')).getByText('北京今天天气怎么样？')).toBeTruthy();

    fireEvent.click(within(message('m1')).getByRole('button', { name: '编辑' }));
    const again = within(message('m1')).getByRole('textbox');
    fireEvent.change(again, { target: { value: '上海呢？' } });
    fireEvent.keyDown(again, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(onEdit).not.toHaveBeenCalled();
    fireEvent.keyDown(again, { key: 'Enter' });
    expect(onEdit).toHaveBeenCalledWith('m1', '上海呢？');
    expect(within(message('m1')).getByText('上海呢？')).toBeTruthy();
    expect(within(message('m1')).getByText('(已编辑)')).toBeTruthy();
  });

  it('reverts an edit the app fails to save', async () => {
    const save = deferred<void>();
    renderUi(<ChatMessageList messages={[question]} onEdit={() => save.promise} />);
    fireEvent.click(within(message('m1')).getByRole('button', { name: '编辑' }));
    fireEvent.change(within(message('m1')).getByRole('textbox'), { target: { value: '上海呢？' } });
    fireEvent.click(within(message('m1')).getByRole('button', { name: '保存' }));
    expect(within(message('m1')).getByText('上海呢？')).toBeTruthy();
    await act(async () => save.reject(new Error('Error updating messages.')));
    await waitFor(() => expect(within(message('m1')).getByText('北京今天天气怎么样？')).toBeTruthy());
    expect(within(message('m1')).queryByText('(已编辑)')).toBeNull();
  });

  it('toggles ratings on replies only', () => {
    const onRate = vi.fn();
    const { rerender } = renderUi(<ChatMessageList messages={[question, answer]} onRate={onRate} />);
    expect(within(message('m1')).queryByRole('button', { name: '有帮助' })).toBeNull();
    const up = within(message('m2')).getByRole('button', { name: '有帮助' });
    expect(up.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(up);
    expect(onRate).toHaveBeenLastCalledWith('m2', null);
    fireEvent.click(within(message('m2')).getByRole('button', { name: '没有帮助' }));
    expect(onRate).toHaveBeenLastCalledWith('m2', false);
    rerender(<ChatMessageList messages={[{ ...answer, properties: { ...answer.properties, positive_feedback: null } }]} onRate={onRate} />);
    fireEvent.click(within(message('m2')).getByRole('button', { name: '有帮助' }));
    expect(onRate).toHaveBeenLastCalledWith('m2', true);
  });

  it('deletes a message', () => {
    const onDelete = vi.fn();
    renderUi(<ChatMessageList messages={[question]} onDelete={onDelete} />);
    fireEvent.click(within(message('m1')).getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledWith('m1');
  });

  it('shows the empty content when there are no messages', () => {
    renderUi(<ChatMessageList messages={[]} empty={<p>nothing yet</p>} />);
    expect(screen.getByText('nothing yet')).toBeTruthy();
  });

  it('follows new messages unless the user scrolled up', () => {
    const { rerender } = renderUi(<ChatMessageList messages={[question]} />);
    const list = screen.getByTestId('chat-message-list');
    let height = 1000;
    Object.defineProperty(list, 'scrollHeight', { get: () => height, configurable: true });
    Object.defineProperty(list, 'clientHeight', { value: 300, configurable: true });

    rerender(<ChatMessageList messages={[question, answer]} />);
    expect(list.scrollTop).toBe(1000);

    list.scrollTop = 200;
    fireEvent.scroll(list);
    height = 1400;
    rerender(<ChatMessageList messages={[question, answer, errorMessage]} />);
    expect(list.scrollTop).toBe(200);

    list.scrollTop = 1100;
    fireEvent.scroll(list);
    height = 1800;
    rerender(<ChatMessageList messages={[question, answer, errorMessage, streamingAnswer]} />);
    expect(list.scrollTop).toBe(1800);
  });
});
