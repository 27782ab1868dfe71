// The catalogue follows the UI language: when the user switches it, the catalogue is asked for
// again in the new language and the open flow's built-in nodes are shown with its texts.
import type { ComponentCatalogue } from '@app/api-client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import type { FlowStore } from '../store/FlowStoreProvider';
import { componentsByType } from '../shared/componentsByType';
import { useUiLanguage } from '../shared/useUiLanguage';

export function useCatalogueLanguage(store: FlowStore, onCatalogue?: (catalogue: ComponentCatalogue) => void): void {
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const { t } = useTranslation('editor');
  const language = useUiLanguage();
  // The editor opened with the catalogue in the language of its load; only a switch asks again.
  const shown = useRef(language);
  const latest = useRef({ onCatalogue, toasts, t });
  latest.current = { onCatalogue, toasts, t };

  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    let live = true;
    api.components.all({ language }).then(
      (catalogue) => {
        if (!live) return;
        latest.current.onCatalogue?.(catalogue);
        store.getState().setComponents(componentsByType(catalogue));
      },
      (error: unknown) => live && latest.current.toasts.failed(latest.current.t('page.catalogueFailed'), error),
    );
    return () => {
      live = false;
    };
  }, [api, store, language]);
}
