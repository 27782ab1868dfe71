export { createI18n } from './createI18n';
export { errorMessageKey } from './errorMessageKey';
export type { ErrorMessageKey } from './errorMessageKey';
export { defaultNS, namespaces, resources, supportedLanguages } from './resources';
export type { Language, Namespace, Resources } from './resources';
