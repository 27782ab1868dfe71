import { createTheme, localStorageColorSchemeManager, type MantineThemeOverride } from '@mantine/core';

export const COLOR_SCHEME_STORAGE_KEY = 'app-color-scheme';

/** Persists light / dark / system in localStorage so the choice survives a reload. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

const LATIN_FONTS = ['-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Liberation Sans"', '"DejaVu Sans"'];
const CJK_FONTS = ['"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"', '"Noto Sans SC"'];

/**
 * The font stack of a language. A browser takes each character from the first family that has
 * it, and CJK fonts draw Latin punctuation (quotes, commas, colons) full-width: English puts every
 * Latin family first so only Chinese characters fall through to a CJK font; Chinese puts the CJK
 * families first so its punctuation is the CJK one.
 */
export function fontFamilyFor(language: string): string {
  const families = language.startsWith('zh') ? [...CJK_FONTS, ...LATIN_FONTS] : [...LATIN_FONTS, ...CJK_FONTS];
  return [...families, 'sans-serif'].join(', ');
}

/** The console's theme for an interface language (the fonts follow the language). */
export function themeFor(language: string): MantineThemeOverride {
  const fontFamily = fontFamilyFor(language);
  return createTheme({ primaryColor: 'indigo', defaultRadius: 'md', fontFamily, headings: { fontFamily } });
}

/** The Chinese theme, the default language's (stories). */
export const theme = themeFor('zh');
