// The developer's folders (spec/3 section 2): loaded on mount; a new one takes a free name
// (新建文件夹, 新建文件夹 (1), ...); a rename to a taken name is the server's refusal; deleting
// a folder deletes every flow and component in it.
import type { FolderRead } from '@app/api-client';
import { uniqueName } from '@app/flow-graph';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';

export interface FolderList {
  folders: FolderRead[];
  loaded: boolean;
  create(): Promise<FolderRead | undefined>;
  rename(folder: FolderRead, name: string): Promise<void>;
  remove(folder: FolderRead): Promise<boolean>;
}

export function useFolders(): FolderList {
  const { t } = useTranslation('workspace');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [folders, setFolders] = useState<FolderRead[]>([]);
  const [loaded, setLoaded] = useState(false);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    try {
      const list = await api.folders.list();
      if (mounted.current) setFolders(list);
    } catch (error) {
      if (mounted.current) toasts.failed(t('folders.loadFailed'), error);
    } finally {
      if (mounted.current) setLoaded(true);
    }
  }, [api, toasts, t]);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  const create = async () => {
    try {
      const folder = await api.folders.create({ name: uniqueName(t('folders.newName'), folders.map((candidate) => candidate.name)) });
      await reload();
      return folder;
    } catch (error) {
      toasts.failed(t('folders.createFailed'), error);
      return undefined;
    }
  };

  const rename = async (folder: FolderRead, name: string) => {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed === folder.name) return;
    try {
      await api.folders.update(folder.id, { name: trimmed });
      await reload();
    } catch (error) {
      toasts.failed(t('folders.renameFailed'), error);
    }
  };

  const remove = async (folder: FolderRead) => {
    try {
      await api.folders.remove(folder.id);
      toasts.succeeded(t('folders.deleted'));
      await reload();
      return true;
    } catch (error) {
      toasts.failed(t('folders.deleteFailed'), error);
      return false;
    }
  };

  return { folders, loaded, create, rename, remove };
}
