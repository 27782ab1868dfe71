import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../test/fakeServices';
import { AllTexts } from './AllTexts';
import { AppProviders } from './AppProviders';
import { loadAppI18n } from './i18n';

describe('AllTexts', () => {
  it('renders a screen only once the other namespaces are loaded: never a key', async () => {
    const i18n = await loadAppI18n();
    expect(i18n.hasResourceBundle('zh', 'editor')).toBe(false);
    const shown: string[] = [];
    function EditorScreen() {
      const { t } = useTranslation();
      const text = t('editor:sidebar.title');
      shown.push(text);
      return <p>{text}</p>;
    }
    render(
      <AppProviders services={createFakeServices()} i18n={i18n} env="test">
        <AllTexts>
          <EditorScreen />
        </AllTexts>
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: '加载中…' })).toBeTruthy();
    expect(await screen.findByText('组件')).toBeTruthy();
    expect(shown.every((text) => text === '组件')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'editor')).toBe(false);
  });
});
