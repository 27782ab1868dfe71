// All translations, by language and namespace, in the shape i18next takes as `resources`: one
// folder per language under locales/, registered in locales/index.ts.
import { locales } from './locales';

export type Language = keyof typeof locales;

/** Chinese first: it is the default and the fallback. */
export const supportedLanguages = Object.keys(locales) as Language[];

export { languageNames } from './languageNames';

export const resources = Object.fromEntries(supportedLanguages.map((language) => [language, locales[language].resources])) as {
  [L in Language]: (typeof locales)[L]['resources'];
};

/** The Chinese resources; declare them as i18next's CustomTypeOptions for typed `t` keys. */
export type Resources = (typeof resources)['zh'];

export type Namespace = keyof Resources;
export const namespaces = Object.keys(resources.zh) as Namespace[];
export const defaultNS: Namespace = 'common';
