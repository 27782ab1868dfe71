// Starter templates
export type { StarterTemplate } from './starterTemplates';
export { STARTER_TEMPLATES, STARTER_TEMPLATES_EN, starterTemplates } from './starterTemplates';
// Their ids and fingerprint (also alone as "@app/templates/shipped")
export { STARTER_TEMPLATE_IDS, STARTER_TEMPLATES_FINGERPRINT } from './shipped';
export { TEMPLATE_API_KEY_VARIABLE } from './templateVariables';

// The dialog's use-case and method filters (also alone as "@app/templates/categories")
export type { BasicExampleFields, TemplateCategory, TemplateMethod, TemplateUseCase } from './categories';
export { basicExampleFields, GET_STARTED_TEMPLATES, TEMPLATE_METHODS, TEMPLATE_USE_CASES, templateCategoriesOf } from './categories';
