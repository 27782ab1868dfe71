import { languageNames, supportedLanguages } from '@app/i18n';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  return (
    <Menu position="top-start" withArrow>
      <Menu.Target>
        <Tooltip label={t('language.label')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('language.label')}>
            <IconLanguage size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {supportedLanguages.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            onClick={() => void i18n.changeLanguage(lng)}
            rightSection={i18n.language === lng ? <IconCheck size={14} /> : null}
          >
            {languageNames[lng]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
