import { lazyNamespaces } from '@app/i18n/lazy';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageLoader } from './FullPageLoader';

/**
 * Every screen's texts in the current language, loaded before the screens under it (the child
 * routes, or `children`) render; the boot loads only the sign-in page's. A loader shows meanwhile,
 * never a key. Once loaded, a language switch loads them in the new language before it changes.
 */
export function AllTexts({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <WithAllTexts>{children ?? <Outlet />}</WithAllTexts>
    </Suspense>
  );
}

function WithAllTexts({ children }: { children: ReactNode }) {
  // Suspends (react-i18next) until every namespace is loaded.
  useTranslation(lazyNamespaces);
  return children;
}
