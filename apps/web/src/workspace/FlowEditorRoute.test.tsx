import { ApiError } from '@app/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices, developerUser, fakeConfig, normalUser } from '../test/fakeServices';
import { renderRoutes } from '../test/renderApp';

/** The editor loads the flow and the catalogue before it shows anything; a busy machine needs time. */

async function developerWithFlow(options: { autoSave?: boolean } = {}) {
  const config = { ...fakeConfig, auto_saving: options.autoSave ?? true };
  const services = createFakeServices({ user: developerUser, config });
  const flow = await services.flowEditor.flows.create({ name: '客服助手', data: { nodes: [], edges: [] } });
  return { services, flow };
}

describe('flow editor route', () => {
  // The lazy route loads the whole editor; loading it once here keeps the tests' waits about the page.
  beforeAll(async () => {
    await import('./FlowEditorRoute');
  }, 60_000);

  it('opens the flow of /flow/{id} full screen, without the console menu', async () => {
    const { services, flow } = await developerWithFlow();
    renderRoutes(`/flow/${flow.id}`, services);
    expect(await screen.findByText('客服助手', undefined)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '编排' })).toBeTruthy();
    expect(screen.queryByText('工作空间')).toBeNull();
    await waitFor(() => expect(document.title).toBe('客服助手 - AI 工作流平台'));
  });

  it('sends an unknown flow id to /all with a notice', async () => {
    const { services } = await developerWithFlow();
    const view = renderRoutes('/flow/no-such-flow', services);
    await waitFor(() => expect(view.location()).toBe('/all'));
    expect(services.notifications.getState().notifications).toEqual([expect.objectContaining({ kind: 'notice', title: '找不到该工作流，已返回工作流列表' })]);
  });

  it('sends a malformed flow id (the server answers 400) to /all with a notice, not the server text', async () => {
    const { services } = await developerWithFlow();
    // What the server answers for an id that is no UUID.
    services.flowEditor.flows.getWithCatalogueCode = async (id) => {
      throw new ApiError({ status: 400, path: `/api/v1/flows/${id}`, detail: '✖ Invalid UUID\n  → at id', message: 'Invalid UUID' });
    };
    const view = renderRoutes('/flow/not-a-uuid', services);
    await waitFor(() => expect(view.location()).toBe('/all'));
    expect(services.notifications.getState().notifications).toEqual([expect.objectContaining({ kind: 'notice', title: '找不到该工作流，已返回工作流列表' })]);
  });

  it('is for developers only', async () => {
    const services = createFakeServices({ user: normalUser });
    const view = renderRoutes('/flow/any', services);
    await waitFor(() => expect(view.location()).not.toMatch(/^\/flow\//));
  });

  it('asks before leaving unsaved changes when auto-save is off, and stays on 取消', async () => {
    const { services, flow } = await developerWithFlow({ autoSave: false });
    const view = renderRoutes(`/flow/${flow.id}/folder/f1`, services);
    fireEvent.click(await screen.findByRole('button', { name: '添加注释' }));
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('未保存的更改', undefined)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('未保存的更改')).toBeNull());
    expect(view.location()).toBe(`/flow/${flow.id}/folder/f1`);
  });

  it('saves and then leaves with 保存并离开', async () => {
    const { services, flow } = await developerWithFlow({ autoSave: false });
    const view = renderRoutes(`/flow/${flow.id}`, services);
    fireEvent.click(await screen.findByRole('button', { name: '添加注释' }));
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    fireEvent.click(await screen.findByRole('button', { name: '保存并离开' }));
    await waitFor(() => expect(view.location()).not.toMatch(/^\/flow\//));
    const saved = await services.flowEditor.flows.get(flow.id);
    expect(saved.data?.nodes.map((node) => node.type)).toEqual(['noteNode']);
  });
});
