import type { Namespace } from '@app/i18n/lazy';

/**
 * The texts of the first screens (sign-in, the loaders, the crash and health screens, the
 * notifications): loaded before the first render. Every other screen's come with its route
 * (`AllTexts`), so the sign-in page carries neither them nor the other language. A module of its
 * own, without i18next, because the build config groups these texts into one chunk per language.
 */
export const FIRST_PAGE_NAMESPACES: Namespace[] = ['common', 'errors', 'shell', 'auth'];
