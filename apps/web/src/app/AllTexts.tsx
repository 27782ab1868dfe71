import { lazyNamespaces } from '@app/i18n/lazy';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageLoader } from './FullPageLoader';

/**
 * Every screen's texts in the current language, loaded before the screens under it render (the
 * boot loads only the sign-in page's): a loader shows meanwhile, never a key. Once loaded, a
 * language switch loads them in the new language before it changes.
 */
export function AllTexts() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <WithAllTexts />
    </Suspense>
  );
}

function WithAllTexts() {
  // Suspends (react-i18next) until every namespace is loaded.
  useTranslation(lazyNamespaces);
  return <Outlet />;
}
