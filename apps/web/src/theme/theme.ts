import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const COLOR_SCHEME_STORAGE_KEY = 'app-color-scheme';

/** Persists light / dark / system in localStorage so the choice survives a reload. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

const cjkFonts = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC"';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: `-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, ${cjkFonts}, "Helvetica Neue", Arial, sans-serif`,
  headings: { fontFamily: `-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, ${cjkFonts}, sans-serif` },
});
