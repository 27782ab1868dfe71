import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { activeMenuItem } from './menu';

/** The browser tab's title: the screen's name before the product's, so tabs of the console tell apart. */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation('shell');
  const brand = t('brand');
  useEffect(() => {
    document.title = page ? `${page} - ${brand}` : brand;
    return () => {
      document.title = brand;
    };
  }, [page, brand]);
}

/** The title of the console layout's screens: the menu item's name, 我的文件 for the files page. */
export function useLayoutPageTitle(): void {
  const { t } = useTranslation(['shell', 'files']);
  const { pathname } = useLocation();
  const item = activeMenuItem(pathname);
  usePageTitle(item ? t(item.labelKey, { ns: 'shell' }) : pathname.startsWith('/files') ? t('title', { ns: 'files' }) : undefined);
}
