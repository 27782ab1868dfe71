import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices, developerUser, normalUser } from '../test/fakeServices';
import { renderRoutes } from '../test/renderApp';

describe('flow view route', () => {
  // The lazy route loads the whole editor package; loading it once here keeps the waits about the page.
  beforeAll(async () => {
    await import('./FlowViewRoute');
  }, 60_000);

  it('shows /flow/{id}/view read-only, full screen, and opens the editor from 编辑', async () => {
    const services = createFakeServices({ user: developerUser });
    const flow = await services.flowEditor.flows.create({ name: '客服助手', data: { nodes: [], edges: [] } });
    const view = renderRoutes(`/flow/${flow.id}/view`, services);
    expect(await screen.findByText('只读')).toBeTruthy();
    expect(screen.getByText('客服助手')).toBeTruthy();
    expect(screen.queryByText('工作空间')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(view.location()).toBe(`/flow/${flow.id}`));
  });

  it('sends a flow the user cannot see to /all', async () => {
    const view = renderRoutes('/flow/someone-elses/view', createFakeServices({ user: developerUser }));
    await waitFor(() => expect(view.location()).toBe('/all'));
  });

  it('is for developers only', async () => {
    const view = renderRoutes('/flow/any/view', createFakeServices({ user: normalUser }));
    await waitFor(() => expect(view.location()).not.toMatch(/^\/flow\//));
  });
});
