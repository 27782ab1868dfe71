import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClipboard, renderUi } from '../test/render';
import { createMemoryAppChatApi, message, SAMPLE_STORE_ID, type MemoryAppChatOptions } from '../testing/memoryAppChatApi';
import { AppChat, type AppChatProps } from './AppChat';
import { APP_MESSAGE_POLL_MS } from './useAppChat';

const SHARE_URL = `https://ai.example.com/chat/bot/${SAMPLE_STORE_ID}`;
const OLD = '0e6f0c36-7b1a-5a52-9d0e-2f1c8a7b6c5d';
const NEWER = '7d2c6b1a-3e4f-5a6b-8c7d-9e0f1a2b3c4d';

function renderChat(options: MemoryAppChatOptions = {}, props: Partial<AppChatProps> = {}) {
  const api = createMemoryAppChatApi(options);
  const notify = vi.fn();
  const onLoadFailed = vi.fn();
  const view = renderUi(<AppChat storeId={SAMPLE_STORE_ID} api={api} notify={notify} onLoadFailed={onLoadFailed} shareUrl={SHARE_URL} {...props} />);
  return { ...view, api, notify, onLoadFailed };
}

const box = () => screen.getByRole('textbox', { name: '发送一个消息...' });
function send(text: string) {
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.keyDown(box(), { key: 'Enter' });
}
const sidebar = () => screen.getByRole('navigation', { name: '对话记录' });
const greeted = () => screen.findByText('你好！告诉我目的地和天数，我来帮你规划行程。');

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

describe('AppChat', () => {
  it('greets with the app’s name, greeting and chips, and streams the answer to a chip into a new conversation 新对话', async () => {
    const { api } = renderChat({ suggestions: [{ name: '周末去哪里玩？' }, { name: '旅游网', url: 'https://travel.example.com' }] });
    expect(await screen.findByText('你好！告诉我目的地和天数，我来帮你规划行程。')).toBeTruthy();
    expect(screen.getAllByText('旅行规划助手').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '旅游网' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('内容由 AI 生成，不能保证完全准确可靠，请注意甄别')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '周末去哪里玩？' }));
    expect(await screen.findByText('好的，关于“周末去哪里玩？”：这是一个示例回答。')).toBeTruthy();
    const [request] = api.requests;
    expect(request?.text).toBe('周末去哪里玩？');
    // A UUID v5 (spec/2 section 3: derived from a random id and the store id).
    expect(request?.session).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(screen.getByTestId(`session-${request?.session}`).textContent).toBe('新对话');
  });

  it('refuses an empty message with 不可发送空消息', async () => {
    const { api } = renderChat();
    await greeted();
    send('   ');
    expect(screen.getByRole('alert').textContent).toBe('不可发送空消息');
    expect(api.requests).toHaveLength(0);
  });

  it('keeps the conversation and sends the next question into it; regenerate asks the last question again', async () => {
    const { api } = renderChat();
    await greeted();
    send('第一个问题');
    await screen.findByText('好的，关于“第一个问题”：这是一个示例回答。');
    send('第二个问题');
    await screen.findByText('好的，关于“第二个问题”：这是一个示例回答。');
    expect(api.requests[1]?.session).toBe(api.requests[0]?.session);
    // Only the last reply offers regenerate.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '重新生成' })).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
    await waitFor(() => expect(api.requests).toHaveLength(3));
    expect(api.requests[2]).toEqual({ session: api.requests[0]?.session, text: '第二个问题', files: [] });
  });

  it('stops a running build with 构建已停止 and refreshes the chips after a run', async () => {
    const held = renderChat({ holdAnswer: true });
    await greeted();
    send('说个长故事');
    fireEvent.click(await screen.findByRole('button', { name: '终止' }));
    await waitFor(() => expect(held.notify).toHaveBeenCalledWith({ kind: 'notice', title: '构建已停止' }));
    held.unmount();

    renderChat({ nextSuggestions: (question) => [{ name: `${question}的后续问题` }] });
    await greeted();
    send('杭州');
    expect(await screen.findByRole('button', { name: '杭州的后续问题' })).toBeTruthy();
  });

  it('lists the conversations, opens one, and reads its messages again every 5 s', async () => {
    const conversations = [
      { id: NEWER, title: '杭州三日游', messages: [message({ id: 'q1', session_id: NEWER, text: '杭州怎么玩？' })] },
      { id: OLD, title: '新对话' },
    ];
    // Only the interval is faked: the testing library's own waiting keeps real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = renderChat({ conversations });
    await greeted();
    fireEvent.click(within(sidebar()).getByText('杭州三日游'));
    expect(await screen.findByText('杭州怎么玩？')).toBeTruthy();
    const read = vi.spyOn(api, 'messages');
    act(() => vi.advanceTimersByTime(APP_MESSAGE_POLL_MS - 1));
    expect(read).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(read).toHaveBeenCalledWith(NEWER);
  });

  it('deletes the open conversation (删除对话成功) and selects the last remaining one; a failure says 删除对话失败', async () => {
    const conversations = [
      { id: NEWER, title: '杭州三日游', messages: [message({ id: 'q1', session_id: NEWER, text: '杭州怎么玩？' })] },
      { id: OLD, title: '苏州一日游', messages: [message({ id: 'q2', session_id: OLD, text: '苏州园林推荐' })] },
    ];
    const { notify } = renderChat({ conversations });
    await greeted();
    fireEvent.click(within(sidebar()).getByText('杭州三日游'));
    await screen.findByText('杭州怎么玩？');
    fireEvent.click(within(screen.getByTestId(`session-${NEWER}`)).getByRole('button', { name: '会话选项' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '删除对话成功' }));
    expect(await screen.findByText('苏州园林推荐')).toBeTruthy();
    expect(within(sidebar()).queryByText('杭州三日游')).toBeNull();
  });

  it('says 删除对话失败 when the server refuses', async () => {
    const { notify } = renderChat({ conversations: [{ id: OLD, title: '苏州一日游' }], failing: { remove: true } });
    fireEvent.click(within(await screen.findByTestId(`session-${OLD}`)).getByRole('button', { name: '会话选项' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '删除对话失败' }));
    expect(within(sidebar()).getByText('苏州一日游')).toBeTruthy();
  });

  it('likes the app (点赞成功, the count grows) and says 点赞失败 on failure', async () => {
    const liked = renderChat();
    fireEvent.click(await screen.findByRole('button', { name: '点赞 12 个赞' }));
    expect(await screen.findByRole('button', { name: '已点赞 13 个赞' })).toBeTruthy();
    expect(liked.notify).toHaveBeenCalledWith({ kind: 'success', title: '点赞成功' });
    // Once liked, a click changes nothing and says nothing again.
    fireEvent.click(screen.getByRole('button', { name: '已点赞 13 个赞' }));
    expect(screen.getByRole('button', { name: '已点赞 13 个赞' })).toBeTruthy();
    expect(liked.notify).toHaveBeenCalledTimes(1);
    liked.unmount();

    const failed = renderChat({ failing: { like: true } });
    fireEvent.click(await screen.findByRole('button', { name: '点赞 12 个赞' }));
    await waitFor(() => expect(failed.notify).toHaveBeenCalledWith({ kind: 'error', title: '点赞失败' }));
  });

  it('shares the address: copy says 复制成功, or 复制失败 with 当前浏览器不支持复制功能 without a clipboard', async () => {
    const writeText = mockClipboard();
    const { notify } = renderChat();
    fireEvent.click(await screen.findByRole('button', { name: '分享' }));
    expect((screen.getByRole('textbox', { name: '分享地址' }) as HTMLInputElement).value).toBe(SHARE_URL);
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '复制成功' }));
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);

    Reflect.deleteProperty(navigator, 'clipboard');
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '复制失败', list: ['当前浏览器不支持复制功能'] }));
  });

  it('offers the system share on small screens: 分享失败 with 当前浏览器不支持分享功能 without it, and folds the conversations away', async () => {
    const { notify } = renderChat({ conversations: [{ id: OLD, title: '苏州一日游' }] }, { compact: true });
    fireEvent.click(await screen.findByRole('button', { name: '分享到其他应用' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '分享失败', list: ['当前浏览器不支持分享功能'] }));

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: '分享到其他应用' }));
    expect(share).toHaveBeenCalledWith({ title: '旅行规划助手', url: SHARE_URL });

    expect(screen.queryByRole('navigation', { name: '对话记录' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开对话列表' }));
    fireEvent.click(within(sidebar()).getByText('苏州一日游'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '对话记录' })).toBeNull());
  });

  it('shows the development info: author, published-at time, description and likes', async () => {
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: '开发信息' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('李开发')).toBeTruthy();
    const released = new Date('2026-03-01T08:30:00.000Z');
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(within(drawer).getByText(`2026-03-01 ${pad(released.getHours())}:${pad(released.getMinutes())}`)).toBeTruthy();
    expect(within(drawer).getByText('根据目的地、天数和预算，帮你规划行程、推荐景点和美食。')).toBeTruthy();
    expect(within(drawer).getByText('12')).toBeTruthy();
    // The language check of the console skips user data only when it is marked so.
    for (const text of ['旅行规划助手', '李开发', '根据目的地、天数和预算，帮你规划行程、推荐景点和美食。']) expect(within(drawer).getByText(text).closest('[data-user-content]')).not.toBeNull();
  });

  it('hides the header for is_header=false and offers the close button of is_close_btn=true', async () => {
    const onClose = vi.fn();
    renderChat({}, { showHeader: false, onClose });
    await screen.findByText('你好！告诉我目的地和天数，我来帮你规划行程。');
    expect(screen.queryByRole('button', { name: '分享' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends an attachment’s stored path with the message', async () => {
    const { api, container } = renderChat({ uploads: true });
    await greeted();
    expect(screen.getByRole('button', { name: '添加附件（图片：png、jpg、jpeg）' })).toBeTruthy();
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [new File(['png'], '行程.png')] } });
    await waitFor(() => expect(screen.queryByText(/上传中/)).toBeNull());
    send('看看这张图');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]?.files).toEqual([`${SAMPLE_STORE_ID}/2026-03-01_08-30-00_行程.png`]);
  });

  it('leaves when the store info cannot be read, naming no app', async () => {
    const onAppName = vi.fn();
    const { onLoadFailed } = renderChat({ failing: { info: true } }, { onAppName });
    await waitFor(() => expect(onLoadFailed).toHaveBeenCalledOnce());
    expect(onAppName).not.toHaveBeenCalled();
  });

  it('tells the host the app’s name once the store info is read, so it can title the window', async () => {
    const onAppName = vi.fn();
    renderChat({}, { onAppName });
    await waitFor(() => expect(onAppName).toHaveBeenCalledWith('旅行规划助手'));
  });
});
