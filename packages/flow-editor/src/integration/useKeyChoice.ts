// The key a snippet, link or sample is made with: the store's channel codes or API keys, the first
// enabled one chosen at first. Lists hold keys masked, so the texts on screen show the masked key
// and copying fetches the full one (api_key/display).
import type { ApiKeyRead } from '@app/api-client';
import { useEffect, useState } from 'react';
import { useFlowEditor } from '../context/FlowEditorProvider';
import type { KeyKind } from './keyKind';

export interface KeyChoice {
  loading: boolean;
  keys: ApiKeyRead[];
  chosen: ApiKeyRead | null;
  choose(keyId: string): void;
}

/** `version` changes whenever the keys were changed elsewhere, to read them again. */
export function useKeyChoice(storeId: string, kind: KeyKind, version: number): KeyChoice {
  const { api } = useFlowEditor();
  const [keys, setKeys] = useState<ApiKeyRead[]>([]);
  const [loading, setLoading] = useState(true);
  const [chosenId, setChosenId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.apiKeys.list(storeId, { channel_only: kind === 'channel' }).then(
      (found) => {
        if (!live) return;
        setKeys(found);
        setLoading(false);
      },
      // The key screens report a failed list; here there is just nothing to choose.
      () => {
        if (!live) return;
        setKeys([]);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [api, storeId, kind, version]);
  const chosen = keys.find((key) => key.id === chosenId) ?? keys.find((key) => key.is_active) ?? keys[0] ?? null;
  return { loading, keys, chosen, choose: setChosenId };
}
