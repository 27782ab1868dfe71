// The i18n helpers without any text: what a package that brings its own namespaces imports
// (`@app/i18n/core`), so its bundle never reaches the resources of every screen the root entry gathers.
export { createPartialI18n } from './createPartialI18n';
export type { PartialResources } from './createPartialI18n';
export { loadServerMessages } from './loadServerMessages';
export type { Language, Namespace, Resources } from './resources';
export { wordCodedText, wordFlowIssue } from './wordCodedText';
