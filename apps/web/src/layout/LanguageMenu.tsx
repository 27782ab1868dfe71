import { languageNames, lazyLanguages } from '@app/i18n/lazy';
import { Menu, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './LanguageButton';

export interface LanguageMenuProps {
  /** Opens with the tooltip shown: the pointer was already on the button when this module loaded. */
  hovered?: boolean;
  /** Opens with the menu open: the button was clicked before this module loaded. */
  clicked?: boolean;
  /** Takes the focus: the button had it when this module loaded (it replaces that button). */
  focused?: boolean;
}

/** The language menu; `LanguageSwitch` loads it on first use. */
export function LanguageMenu({ hovered = false, clicked = false, focused = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('shell');
  return (
    <Menu position="top-start" withArrow defaultOpened={clicked}>
      <Menu.Target>
        <Tooltip label={t('language.label')} defaultOpened={hovered && !clicked}>
          <LanguageButton autoFocus={focused} />
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {lazyLanguages.map((lng) => (
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
