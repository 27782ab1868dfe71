// A ready i18next instance per caller (no global singleton, no React binding: apps wrap it with
// react-i18next themselves). Two doors: every namespace, or some of them (`createPartialI18n`, in
// a module of its own so a small page's bundle never reaches the full `resources`).
import type { i18n } from 'i18next';
import { createPartialI18n } from './createPartialI18n';
import { defaultNS, namespaces, resources } from './resources';

export function createI18n(lng = 'zh'): i18n {
  return createPartialI18n(lng, resources, { ns: [...namespaces], defaultNS });
}
