// The UI language the component catalogue is asked in (the editor, the playground, new flows).
import { useTranslation } from 'react-i18next';

export function useUiLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
