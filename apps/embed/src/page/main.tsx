// The chat page at /rest/bot?id={storeId}&api_key={channel code}: the texts it needs (embed, chat
// and build namespaces only), Mantine, and the chat. Without an id or a code it says the code is invalid.
import './styles';
import { createPartialI18n, embedResources } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { closeWindow } from './closeWindow';
import { createEmbedApi } from './embedApi';
import { EmbedChat } from './EmbedChat';
import { pageLanguage } from './language';

const params = new URLSearchParams(window.location.search);
const language = pageLanguage(params.get('lang'), navigator.language);
const i18n = createPartialI18n(language, embedResources);
document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
// Until the app's name is known (EmbedChat sets it).
document.title = i18n.t('embed:title');
const storeId = params.get('id') ?? '';
const api = createEmbedApi({ apiKey: params.get('api_key') ?? '' });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MantineProvider deduplicateCssVariables={false}>
          <EmbedChat storeId={storeId} api={api} onClose={() => closeWindow()} />
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
