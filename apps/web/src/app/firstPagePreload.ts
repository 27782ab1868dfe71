// What the first page will ask for, asked at boot instead of each after the step before it (issue
// 19: opening /flow/{id} went session check -> texts -> workspace services -> flow and catalogue).
// Every page but the sign-in page shows all the texts (AllTexts): they load beside the session
// check. The editor's address also starts the workspace services' chunk and asks for the flow and
// the catalogue (taken by the editor's first load): beside the session check when the browser holds
// a session (the calls share its token refresh; a refused one ends the session as the check would),
// else once the check signed a developer in (AUTO_LOGIN signs in during the check).
import { lazyLanguages, lazyNamespaces, loadNamespace, type Language } from '@app/i18n/lazy';
import type { i18n as I18n } from 'i18next';
import { hasRole } from '../session/roles';
import type { SessionStore } from '../session/sessionStore';
import type { AppServices } from './services';

/** The flow id of an editor address (/flow/{id}, /flow/{id}/folder/{folderId}); null for any other. */
export function editorFlowId(pathname: string): string | null {
  const match = /^\/flow\/([^/]+)(?:\/folder\/[^/]+)?\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** Settles once the stored session is checked: whether a developer is signed in. */
function developerSignedIn(session: SessionStore): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = () => {
      const { status, user } = session.getState();
      if (status === 'checking') return false;
      resolve(status === 'authenticated' && hasRole(user, 'developer'));
      return true;
    };
    if (settle()) return;
    const stop = session.subscribe(() => {
      if (settle()) stop();
    });
  });
}

/** Every namespace in the instance's language: their files are fetched at once, i18next reads ten at a time. */
function loadAllTexts(instance: I18n): Promise<void> {
  const language = instance.resolvedLanguage as Language | undefined;
  // The reads take the modules from the import cache; a failed fetch is i18next's to report.
  if (language && lazyLanguages.includes(language)) for (const namespace of lazyNamespaces) loadNamespace(language, namespace).catch(() => undefined);
  return instance.loadNamespaces(lazyNamespaces);
}

export function preloadFirstPage(pathname: string, services: AppServices, i18n: Promise<I18n>): void {
  void i18n.then(loadAllTexts);
  const flowId = editorFlowId(pathname);
  if (flowId === null) return;
  const workspace = services.workspace();
  const signedIn = services.hasSession() ? Promise.resolve(true) : developerSignedIn(services.session);
  void Promise.all([signedIn, workspace, i18n]).then(
    ([signedIn, made, instance]) => signedIn && made.preloadEditor(flowId, instance.resolvedLanguage ?? instance.language),
    // The route's own gate shows a workspace chunk that cannot be fetched.
    () => undefined,
  );
}
