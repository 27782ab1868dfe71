import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeServices, developerUser } from '../test/fakeServices';
import { renderRoutes } from '../test/renderApp';


describe('playground route', () => {
  beforeAll(async () => {
    await import('./PlaygroundRoute');
  }, 60_000);

  it('shows the owner the playground of their flow, outside the console', async () => {
    const services = createFakeServices({ user: developerUser });
    const flow = await services.flowEditor.flows.create({ name: '客服助手', data: { nodes: [], edges: [] } });
    renderRoutes(`/playground/${flow.id}`, services);
    expect(await screen.findByText('默认会话', undefined)).toBeTruthy();
    expect(screen.getByText('客服助手')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '切换主题' })).toBeNull();
    expect(screen.queryByText('工作空间')).toBeNull();
  });

  it('opens a public flow without sign-in, with the theme switch, and refuses a private one', async () => {
    const owner = createFakeServices({ user: developerUser });
    const shared = await owner.flowEditor.flows.create({ name: '公开助手', data: { nodes: [], edges: [] } });
    await owner.flowEditor.flows.update(shared.id, { access_type: 'PUBLIC' });
    const hidden = await owner.flowEditor.flows.create({ name: '私有助手', data: { nodes: [], edges: [] } });
    const visitor = { ...createFakeServices(), flowEditor: owner.flowEditor };
    visitor.publicPlayground = { ...visitor.publicPlayground, flow: (id) => owner.flowEditor.flows.getPublic(id) };
    const storedBuilds = vi.spyOn(owner.flowEditor.builds, 'vertexBuilds');

    const view = renderRoutes(`/playground/${shared.id}`, visitor);
    expect(await screen.findByText('公开助手', undefined)).toBeTruthy();
    expect(screen.getByRole('button', { name: '切换主题' })).toBeTruthy();
    // The owner's stored builds are not the visitor's: the server would refuse them (401).
    expect(storedBuilds).not.toHaveBeenCalled();
    expect(view.location()).toBe(`/playground/${shared.id}`);
    view.unmount();

    renderRoutes(`/playground/${hidden.id}`, visitor);
    expect(await screen.findByText('该流程不存在或未公开', undefined)).toBeTruthy();
  });

  it('falls back to the public playground for a signed-in user who does not own the flow', async () => {
    const services = createFakeServices({ user: developerUser });
    const flow = await services.flowEditor.flows.create({ name: '别人的流程', data: { nodes: [], edges: [] } });
    await services.flowEditor.flows.update(flow.id, { access_type: 'PUBLIC' });
    const { get } = services.flowEditor.flows;
    services.flowEditor.flows.get = async (id) => (id === flow.id ? Promise.reject(new Error('Flow not found')) : get(id));
    renderRoutes(`/playground/${flow.id}`, services);
    expect(await screen.findByRole('button', { name: '切换主题' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '隐藏侧边栏' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '显示侧边栏' })).toBeTruthy());
  });
});
