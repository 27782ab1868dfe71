import type * as lazyTexts from '@app/i18n/lazy';
import { lazyNamespaces, loadNamespace } from '@app/i18n/lazy';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, developerUser, normalUser } from '../test/fakeServices';
import { editorFlowId, preloadFirstPage } from './firstPagePreload';
import { loadAppI18n } from './i18n';

// Passed through, to see which files the preload asks for (i18next's own reads call the module's own function).
vi.mock('@app/i18n/lazy', async (importOriginal) => {
  const actual = await importOriginal<typeof lazyTexts>();
  return { ...actual, loadNamespace: vi.fn(actual.loadNamespace) };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Fake services whose session is still being checked, with the preload recorded. */
function checkingServices(options: { storedSession: boolean }) {
  const services = createFakeServices({ user: options.storedSession ? developerUser : null });
  services.session.setState({ status: 'checking', user: null, isAdmin: false });
  const preloadEditor = vi.fn();
  const workspace = vi.spyOn(services, 'workspace');
  services.preloadEditor = preloadEditor;
  return { services, preloadEditor, workspace };
}

describe('editorFlowId', () => {
  it('reads the flow id of the editor’s addresses only', () => {
    expect(editorFlowId('/flow/abc')).toBe('abc');
    expect(editorFlowId('/flow/abc/')).toBe('abc');
    expect(editorFlowId('/flow/a%20b/folder/f1')).toBe('a b');
    expect(editorFlowId('/flow/abc/publish')).toBeNull();
    expect(editorFlowId('/flow/abc/view')).toBeNull();
    expect(editorFlowId('/flows')).toBeNull();
    expect(editorFlowId('/flow/%E0%A4%A')).toBeNull();
  });
});

describe('preloadFirstPage', () => {
  it('loads every screen’s texts beside the session check', async () => {
    const i18n = await loadAppI18n();
    const { services, workspace } = checkingServices({ storedSession: true });
    expect(i18n.hasLoadedNamespace('editor')).toBe(false);
    vi.mocked(loadNamespace).mockClear();
    preloadFirstPage('/explore', services, Promise.resolve(i18n));
    // All files at once (i18next reads ten namespaces at a time).
    await vi.waitFor(() => expect(vi.mocked(loadNamespace).mock.calls).toEqual(lazyNamespaces.map((namespace) => ['zh', namespace])));
    await vi.waitFor(() => expect(lazyNamespaces.every((namespace) => i18n.hasLoadedNamespace(namespace))).toBe(true));
    // Not an editor address: no workspace services, no flow.
    expect(workspace).not.toHaveBeenCalled();
  });

  it('asks for the editor’s flow and catalogue before the stored session is checked', async () => {
    const i18n = await loadAppI18n('en');
    const { services, preloadEditor, workspace } = checkingServices({ storedSession: true });
    preloadFirstPage('/flow/f1/folder/d1', services, Promise.resolve(i18n));
    expect(workspace).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(preloadEditor).toHaveBeenCalledWith('f1', 'en'));
    expect(services.session.getState().status).toBe('checking');
  });

  it('without a stored session, waits for the check to sign a developer in (AUTO_LOGIN)', async () => {
    const i18n = await loadAppI18n();
    const { services, preloadEditor } = checkingServices({ storedSession: false });
    preloadFirstPage('/flow/f1', services, Promise.resolve(i18n));
    await settle();
    expect(preloadEditor).not.toHaveBeenCalled();
    services.session.setState({ status: 'authenticated', user: developerUser, isAdmin: false });
    await vi.waitFor(() => expect(preloadEditor).toHaveBeenCalledWith('f1', 'zh'));
  });

  it('asks for nothing when the check ends signed out or signed in without the developer role', async () => {
    const i18n = await loadAppI18n();
    for (const ending of [{ status: 'anonymous', user: null }, { status: 'authenticated', user: normalUser }] as const) {
      const { services, preloadEditor } = checkingServices({ storedSession: false });
      preloadFirstPage('/flow/f1', services, Promise.resolve(i18n));
      services.session.setState({ ...ending, isAdmin: false });
      await settle();
      await settle();
      expect(preloadEditor).not.toHaveBeenCalled();
    }
  });
});
