import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The language switch's button: the same before its menu has loaded and as the menu's target. */
export function LanguageButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('language.label')} {...props}>
      <IconLanguage size={20} stroke={1.6} />
    </ActionIcon>
  );
}
