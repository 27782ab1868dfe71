// The data of 我的文件: the user's files from api.files.list() and what the page does to them —
// rename (PUT ?name=), download, duplicate (a download, then an upload), delete (a file of an
// external provider only leaves the list) — with the toasts of spec/3 section 8.
import type { UserFile } from '@app/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { downloadName } from './fileRules';
import { useFileUploads, type FileUploads } from './useFileUploads';

export interface UserFiles {
  files: UserFile[];
  loading: boolean;
  uploads: FileUploads;
  /** Resolves true when the server took the new name. */
  rename(file: UserFile, name: string): Promise<boolean>;
  download(file: UserFile): Promise<void>;
  duplicate(file: UserFile): Promise<void>;
  remove(file: UserFile): Promise<void>;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function useUserFiles(): UserFiles {
  const { t } = useTranslation('files');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [files, setFiles] = useState<UserFile[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    api.files
      .list()
      .then((list) => live && setFiles(list))
      .catch((error: unknown) => live && toasts.failed(t('loadFailed'), error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, toasts, t]);

  const add = useCallback((file: UserFile) => setFiles((current) => [file, ...current.filter((other) => other.id !== file.id)]), []);
  const uploads = useFileUploads(add);

  const rename = useCallback(
    async (file: UserFile, name: string) => {
      try {
        const renamed = await api.files.rename(file.id, name);
        setFiles((current) => current.map((other) => (other.id === renamed.id ? renamed : other)));
        toasts.succeeded(t('rename.success'));
        return true;
      } catch (error) {
        toasts.failed(t('rename.failed'), error);
        return false;
      }
    },
    [api, toasts, t],
  );

  const download = useCallback(
    async (file: UserFile) => {
      try {
        saveBlob(await api.files.download(file.id), downloadName(file));
      } catch (error) {
        toasts.failed(t('downloadFailed'), error);
      }
    },
    [api, toasts, t],
  );

  const duplicate = useCallback(
    async (file: UserFile) => {
      let blob: Blob;
      try {
        blob = await api.files.download(file.id);
      } catch (error) {
        toasts.failed(t('downloadFailed'), error);
        return;
      }
      // The server gives the copy a free name: "name (1)", "name (2)", ...
      await uploads.upload([new File([blob], downloadName(file), { type: blob.type })]);
    },
    [api, uploads, toasts, t],
  );

  const remove = useCallback(
    async (file: UserFile) => {
      try {
        if (file.provider === null) await api.files.remove(file.id);
        setFiles((current) => current.filter((other) => other.id !== file.id));
        toasts.succeeded(t('delete.success'));
      } catch (error) {
        toasts.failed(t('delete.failed'), error);
      }
    },
    [api, toasts, t],
  );

  return { files, loading, uploads, rename, download, duplicate, remove };
}
