// Building from the canvas: a node's run button builds up to it and its status shows on the card;
// the running node offers a stop button; outputs can be inspected only once built.
import { BuildClient } from '@app/build-runner';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryBuildTransport } from '../../testing/memoryBuildTransport';
import { renderNodes } from '../test/renderNodes';

const card = (name: string) => screen.getByRole('group', { name: `组件 ${name}` });

describe('node build control', () => {
  it('runs up to the component, marks it built and enables its output inspection', async () => {
    const { notify } = renderNodes();
    const prompt = card('提示词');
    const inspect = within(prompt).getByRole('button', { name: '输出检查' });
    expect((inspect as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(prompt).getByRole('button', { name: '运行组件' }));
    await waitFor(() => expect(prompt.getAttribute('data-build-status')).toBe('BUILT'));
    expect(card('OpenAI 兼容模型').getAttribute('data-build-status')).toBeNull();
    expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '组件正在运行', group: 'build' });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '提示词 构建成功', group: 'build' }));
    await waitFor(() => expect((inspect as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(inspect);
    expect(await screen.findByText('提示词: prompt')).toBeTruthy();
  });

  it('shows a stop button on a building node that stops the build', async () => {
    const { notify } = renderNodes({ calls: { build: new BuildClient({ transport: createMemoryBuildTransport({ componentMs: 5000 }) }) } });
    const input = card('聊天输入');
    fireEvent.click(within(input).getByRole('button', { name: '运行组件' }));
    await waitFor(() => expect(input.getAttribute('data-build-status')).toBe('BUILDING'));
    fireEvent.click(within(input).getByRole('button', { name: '停止构建' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '构建已停止', group: 'build' }));
    await waitFor(() => expect(input.getAttribute('data-build-status')).toBe('BUILT'));
  });

  it('shows a failed component with a red border and the build error', async () => {
    const { notify, store } = renderNodes();
    const promptId = store.getState().nodes.find((node) => node.data.type === 'Prompt')!.id;
    const failing = renderNodes({ store, calls: { build: new BuildClient({ transport: createMemoryBuildTransport({ failures: { [promptId]: '模板变量缺失' } }) }) } });
    const prompt = within(failing.container).getByRole('group', { name: '组件 提示词' });
    fireEvent.click(within(prompt).getByRole('button', { name: '运行组件' }));
    await waitFor(() => expect(prompt.getAttribute('data-build-status')).toBe('ERROR'));
    expect(prompt.style.border).toContain('red');
    await waitFor(() => expect(failing.notify).toHaveBeenCalledWith({ kind: 'error', title: '构建组件出错', list: ['Error building Component 提示词: 模板变量缺失'], group: 'build' }));
    expect(notify).not.toHaveBeenCalled();
  });
});
