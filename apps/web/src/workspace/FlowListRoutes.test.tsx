import { DEFAULT_FOLDER } from '@app/flow-editor/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices, developerUser } from '../test/fakeServices';
import { renderRoutes } from '../test/renderApp';

const emptyGraph = { nodes: [], edges: [] };
/** The lists load in steps (folders, then a page); on a busy machine that takes more than a second. */

async function developerWith(flows: Array<{ name: string; is_component?: boolean; folder_id?: string }>) {
  const services = createFakeServices({ user: developerUser });
  const created = [];
  for (const flow of flows) created.push(await services.flowEditor.flows.create({ data: emptyGraph, ...flow }));
  return { services, created };
}

/** Every path the router went through, so a visit to a page that redirects on is still seen. */
function visited(view: ReturnType<typeof renderRoutes>) {
  const paths: string[] = [];
  view.router.subscribe((state) => paths.push(state.location.pathname));
  return paths;
}

describe('flow list routes', () => {
  // The lazy route loads the flow editor package; loading it once here keeps the first test's
  // waits about the page, not about a cold import on a busy machine.
  beforeAll(async () => {
    await import('./FlowListRoutes');
  }, 30_000);

  it('lists the flows at /flows and opens one in the editor', async () => {
    const { services, created } = await developerWith([{ name: '客服助手' }]);
    const view = renderRoutes('/flows', services);
    const paths = visited(view);
    fireEvent.click(await screen.findByText('客服助手', undefined));
    await waitFor(() => expect(paths).toContain(`/flow/${created[0]!.id}`));
  });

  it("shows the owner's avatar and name under each flow's name (spec/3: the app column)", async () => {
    const { services } = await developerWith([{ name: '客服助手' }]);
    renderRoutes('/flows', services);
    const name = await screen.findByText('客服助手', undefined);
    const row = name.closest('tr')!;
    expect(within(row).getByText('李开发')).toBeTruthy();
  });

  it('opens a flow with its folder from /flows/folder/{folderId}', async () => {
    const { services, created } = await developerWith([{ name: '客服助手' }]);
    const view = renderRoutes(`/flows/folder/${DEFAULT_FOLDER.id}`, services);
    const paths = visited(view);
    fireEvent.click(await screen.findByText('客服助手', undefined));
    await waitFor(() => expect(paths).toContain(`/flow/${created[0]!.id}/folder/${DEFAULT_FOLDER.id}`));
  });

  it('moves between the tabs and keeps the folder', async () => {
    const { services } = await developerWith([{ name: '客服助手' }, { name: '提示词组件', is_component: true }]);
    const view = renderRoutes(`/flows/folder/${DEFAULT_FOLDER.id}`, services);
    await screen.findByText('客服助手', undefined);
    fireEvent.click(screen.getByRole('tab', { name: '组件' }));
    await waitFor(() => expect(view.location()).toBe(`/components/folder/${DEFAULT_FOLDER.id}`));
    expect(await screen.findByText('提示词组件', undefined)).toBeTruthy();
  });

  it('switches /all to the components of a folder that has only components', async () => {
    const { services } = await developerWith([{ name: '提示词组件', is_component: true }]);
    const view = renderRoutes('/all', services);
    await waitFor(() => expect(view.location()).toBe('/components'));
  });

  it('keeps /all while another folder is picked', async () => {
    const { services } = await developerWith([{ name: '客服助手' }]);
    const folder = await services.flowEditor.folders.create({ name: '项目' });
    const view = renderRoutes('/all', services);
    fireEvent.click(await screen.findByText('项目', undefined));
    await waitFor(() => expect(view.location()).toBe(`/all/folder/${folder.id}`));
    expect(await screen.findByText('空白文件夹', undefined)).toBeTruthy();
  });

  it('opens a new blank flow from 新建 in the editor', async () => {
    const { services } = await developerWith([]);
    const view = renderRoutes('/flows', services);
    const paths = visited(view);
    fireEvent.click(await screen.findByRole('button', { name: '新建' }));
    fireEvent.click(await screen.findByRole('button', { name: '空白流程' }));
    await waitFor(() => expect(paths.some((path) => /^\/flow\/[^/]+$/.test(path))).toBe(true));
  });
});
