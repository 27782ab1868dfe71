// A ready i18next instance per caller (no global singleton, no React binding: apps wrap it with
// react-i18next themselves).
import i18next, { type i18n } from 'i18next';
import { defaultNS, namespaces, resources, supportedLanguages } from './resources';

export function createI18n(lng = 'zh'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng,
    fallbackLng: 'zh',
    supportedLngs: [...supportedLanguages],
    // Browser and spec locales come as zh-CN, en-US, en-GB: they map to zh and en.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: [...namespaces],
    defaultNS,
    // Resources are bundled, so init can finish synchronously and `t` works on return.
    initAsync: false,
    // React escapes rendered text; escaping here too would show entities like &amp;.
    interpolation: { escapeValue: false },
  });
  return instance;
}
