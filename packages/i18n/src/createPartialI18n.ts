import i18next, { type i18n } from 'i18next';
// Types only: a value import of ./resources would bring every locale into a small page's bundle.
import type { Language, Namespace } from './resources';

/** Some namespaces in every language: what a small page bundles instead of every text. */
export type PartialResources = Record<Language, Partial<Record<Namespace, object>>>;

/** An instance over the given namespaces; the first of them is the default unless `options` say otherwise. */
export function createPartialI18n(lng: string, resources: PartialResources, options: { ns?: string[]; defaultNS?: string } = {}): i18n {
  const ns = options.ns ?? Object.keys(resources.zh);
  const instance = i18next.createInstance();
  void instance.init({
    // i18next keeps the object it is given and adds later namespaces (loadServerMessages, the voice
    // texts) into it: each instance gets its own, so they never reach the caller's shared one.
    resources: Object.fromEntries(Object.entries(resources).map(([language, bundles]) => [language, { ...bundles }])),
    lng,
    fallbackLng: 'zh',
    supportedLngs: Object.keys(resources),
    // Browser and spec locales come as zh-CN, en-US, en-GB: they map to zh and en.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns,
    defaultNS: options.defaultNS ?? ns[0],
    // Resources are bundled, so init can finish synchronously and `t` works on return.
    initAsync: false,
    // React escapes rendered text; escaping here too would show entities like &amp;.
    interpolation: { escapeValue: false },
  });
  return instance;
}
