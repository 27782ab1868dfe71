// The baseline: a consumer's page with the chat widget's peers alone (React, Mantine, i18next,
// react-i18next), drawing a Mantine text box and button in a translated page.
import { Button, MantineProvider, Stack, Textarea } from '@mantine/core';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { page: { send: 'Send' } } }, ns: ['page'], defaultNS: 'page', initAsync: false });

function Page() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Textarea aria-label="message" />
      <Button>{t('send')}</Button>
    </Stack>
  );
}

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <MantineProvider>
      <Page />
    </MantineProvider>
  </I18nextProvider>,
);
