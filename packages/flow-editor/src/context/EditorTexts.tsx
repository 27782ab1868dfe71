// The editor's texts through one i18n subscription. Every node on a canvas shows texts from several
// components (header, fields, run and inspect buttons); each useTranslation of react-i18next
// subscribes to i18next on its own, which for a 500-node flow is thousands of subscriptions set up
// on the first render. Here one subscription re-renders the provider on a language change and the
// components read their namespace's `t` from context, so they still follow the language.
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EditorTexts {
  i18n: I18n;
  fixedT(namespace: string): TFunction;
}

const EditorTextsContext = createContext<EditorTexts | null>(null);

export function EditorTextsProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const value = useMemo<EditorTexts>(() => {
    const byNamespace = new Map<string, TFunction>();
    return {
      i18n,
      fixedT(namespace) {
        let t = byNamespace.get(namespace);
        if (!t) {
          t = i18n.getFixedT(language, namespace);
          byNamespace.set(namespace, t);
        }
        return t;
      },
    };
  }, [i18n, language]);
  return <EditorTextsContext.Provider value={value}>{children}</EditorTextsContext.Provider>;
}

/** `t` of one namespace in the current language, and the i18n instance; inside <FlowEditorProvider>. */
export function useEditorTranslation(namespace: string): { t: TFunction; i18n: I18n } {
  const texts = useContext(EditorTextsContext);
  if (!texts) throw new Error('useEditorTranslation must be used inside <FlowEditorProvider>');
  return { t: texts.fixedT(namespace), i18n: texts.i18n };
}
