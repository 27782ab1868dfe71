import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, developerUser, type FakeServicesOptions } from '../test/fakeServices';
import { renderWithProviders } from '../test/renderApp';
import { ConsolePages, isSignInPath } from './ConsolePages';

/** Stands for the route table: what ConsolePages shows once it has loaded it. */
function RouteTable() {
  return <p>route table</p>;
}

function setup(firstPath: string, options: FakeServicesOptions = {}) {
  const services = createFakeServices(options);
  const loadRouter = vi.fn(async () => ({ default: RouteTable }));
  renderWithProviders(<ConsolePages firstPath={firstPath} loadRouter={loadRouter} />, services);
  return { services, loadRouter };
}

describe('the console’s pages', () => {
  it('opens the sign-in page at /login without loading the route table', async () => {
    const { loadRouter } = setup('/login');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByText('route table')).toBeNull();
    expect(loadRouter).not.toHaveBeenCalled();
  });

  it('loads the route table once the visitor has signed in there (its /login goes on to the redirect target)', async () => {
    const { loadRouter } = setup('/login', { loginAs: developerUser });
    fireEvent.change(await screen.findByLabelText('用户名/手机号/邮箱', { selector: 'input' }), { target: { value: 'dev' } });
    fireEvent.change(screen.getByLabelText('密码', { selector: 'input' }), { target: { value: 'Passw0rd!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));
    expect(await screen.findByText('route table')).toBeTruthy();
    expect(loadRouter).toHaveBeenCalled();
  });

  it('hands a signed-in visitor of /login to the route table', async () => {
    setup('/login', { user: developerUser });
    expect(await screen.findByText('route table')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('keeps the route table after a sign-out: the route table shows the sign-in page then', async () => {
    const { services } = setup('/login', { user: developerUser });
    await screen.findByText('route table');
    await act(async () => services.session.getState().logout());
    expect(screen.getByText('route table')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('opens every other first page through the route table, signed out too', async () => {
    const { loadRouter } = setup('/playground/abc');
    expect(await screen.findByText('route table')).toBeTruthy();
    expect(loadRouter).toHaveBeenCalled();
  });

  it('knows the sign-in path as the route table matches it', () => {
    expect(['/login', '/login/'].map(isSignInPath)).toEqual([true, true]);
    expect(['/', '/login/x', '/loginx', '/explore'].map(isSignInPath)).toEqual([false, false, false, false]);
  });
});
