import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices, developerUser, normalUser } from '../test/fakeServices';
import { renderRoutes } from '../test/renderApp';


async function developerWithFlow() {
  const services = createFakeServices({ user: developerUser });
  const flow = await services.flowEditor.flows.create({ name: '客服助手', data: { nodes: [], edges: [] } });
  return { services, flow };
}

async function publish(note: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /发布记录描述/ }), { target: { value: note } });
  fireEvent.click(screen.getByRole('button', { name: '发布' }));
  await screen.findByRole('heading', { name: '发布成功' });
}

describe('publish route', () => {
  beforeAll(async () => {
    await Promise.all([import('./PublishRoute'), import('./FlowEditorRoute')]);
  }, 60_000);

  it('opens 发布 from the editor header and returns with the back arrow before publishing', async () => {
    const { services, flow } = await developerWithFlow();
    const view = renderRoutes(`/flow/${flow.id}`, services);
    fireEvent.click(await screen.findByRole('button', { name: '发布' }));
    await waitFor(() => expect(view.location()).toBe(`/flow/${flow.id}/publish`));
    expect(await screen.findByRole('textbox', { name: /发布记录描述/ })).toBeTruthy();
    expect(screen.queryByText('工作空间')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(view.location()).toBe(`/flow/${flow.id}`));
  });

  it('publishes, then 设置访问权限 opens the editor on its 设置 tab', async () => {
    const { services, flow } = await developerWithFlow();
    const view = renderRoutes(`/flow/${flow.id}/publish`, services);
    await publish('首个版本');
    expect((await services.flowEditor.flows.get(flow.id)).released_at).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '设置访问权限' }));
    await waitFor(() => expect(view.location()).toBe(`/flow/${flow.id}`));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('设置'));
    expect(await screen.findByText('所有用户均可访问')).toBeTruthy();
  });

  it('goes to the marketplace with the back arrow after publishing, and 完成 to the editor when opened directly', async () => {
    const { services, flow } = await developerWithFlow();
    const view = renderRoutes(`/flow/${flow.id}/publish`, services);
    await publish('首个版本');
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(view.location()).toBe(`/flow/${flow.id}`));
    // The editor must be on screen before it is left again: the router renders in transitions, and
    // a navigation that overtakes one still rendering leaves the publish page mounted, published.
    await screen.findByRole('tab', { name: '编排' });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await publish('第二个版本');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(view.location()).toBe('/explore'));
  });

  it('is for developers only', async () => {
    const services = createFakeServices({ user: normalUser });
    const view = renderRoutes('/flow/any/publish', services);
    await waitFor(() => expect(view.location()).not.toMatch(/^\/flow\//));
  });
});
