// The console's fonts follow its language: Latin families first in English (so quotes, commas and
// colons are not drawn full-width by a CJK font), CJK families first in Chinese.
import { createI18n } from '@app/i18n';
import { useMantineTheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { createFakeServices } from '../test/fakeServices';
import { fontFamilyFor } from './theme';

const position = (stack: string, family: string) => stack.split(', ').indexOf(family);

function FontProbe() {
  const theme = useMantineTheme();
  return <output data-testid="fonts">{theme.fontFamily}</output>;
}

describe('fonts by language', () => {
  it('puts every Latin family before the CJK ones in English, and the CJK ones first in Chinese', () => {
    const en = fontFamilyFor('en');
    const zh = fontFamilyFor('zh');
    expect(position(en, 'Arial')).toBeLessThan(position(en, '"PingFang SC"'));
    expect(position(en, '"Helvetica Neue"')).toBeLessThan(position(en, '"Noto Sans CJK SC"'));
    expect(position(zh, '"PingFang SC"')).toBeLessThan(position(zh, 'Arial'));
    expect(en.endsWith('sans-serif')).toBe(true);
  });

  it('switches the theme’s fonts when the language changes', async () => {
    const i18n = createI18n('zh');
    render(
      <AppProviders services={createFakeServices()} i18n={i18n} env="test">
        <FontProbe />
      </AppProviders>,
    );
    expect(screen.getByTestId('fonts').textContent).toBe(fontFamilyFor('zh'));
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('fonts').textContent).toBe(fontFamilyFor('en'));
  });
});
