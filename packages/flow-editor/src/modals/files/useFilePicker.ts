// The file picker's data: the user's files from api.files.list(), uploads through
// api.files.upload() shown as in progress until they land, and the toasts of spec/3 section 8.
import { fileExtension, type UserFile } from '@app/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../../context/FlowEditorProvider';
import { serverDetail } from '../../context/useToasts';
import { isStorageFull, storageFullNotice } from '../../files/storageFull';
import { pickerFile, type PickerFile } from './filePickerRules';

export interface FilePicker {
  files: PickerFile[];
  loading: boolean;
  /** Uploads each file; resolves with the paths of those stored. */
  upload(files: readonly File[]): Promise<string[]>;
}

export function useFilePicker(opened: boolean): FilePicker {
  const { t, i18n } = useTranslation('modals');
  const { api, notify } = useFlowEditor();
  const [stored, setStored] = useState<UserFile[]>([]);
  const [uploading, setUploading] = useState<PickerFile[]>([]);
  const [loading, setLoading] = useState(false);
  const uploadCount = useRef(0);

  useEffect(() => {
    if (!opened) return;
    let current = true;
    setLoading(true);
    api.files
      .list()
      .then((files) => current && setStored(files))
      .catch((error: unknown) => current && notify({ kind: 'error', title: t('files.loadFailed'), list: [serverDetail(error, i18n) ?? t('errors:unknown')] }))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [opened, api, notify, t]);

  const uploadOne = useCallback(
    async (file: File): Promise<string | null> => {
      uploadCount.current += 1;
      const key = `uploading-${uploadCount.current}`;
      const type = fileExtension(file.name);
      const name = type ? file.name.slice(0, -type.length - 1) : file.name;
      setUploading((current) => [...current, { key, name, type, size: file.size, createdAt: new Date().toISOString(), uploading: true }]);
      try {
        const record = await api.files.upload(file);
        setStored((current) => [record, ...current]);
        return record.path;
      } catch (error) {
        if (isStorageFull(error)) notify(storageFullNotice(error, i18n, 'myFiles'));
        else notify({ kind: 'error', title: t('files.uploadFailed'), list: [serverDetail(error, i18n) ?? t('files.uploadFailedFallback')] });
        return null;
      } finally {
        setUploading((current) => current.filter((entry) => entry.key !== key));
      }
    },
    [api, notify, t],
  );

  const upload = useCallback(
    async (files: readonly File[]) => {
      const paths = (await Promise.all(files.map(uploadOne))).filter((path): path is string => path !== null);
      if (paths.length > 0) notify({ kind: 'success', title: t('files.uploaded') });
      return paths;
    },
    [uploadOne, notify, t],
  );

  return { files: [...uploading, ...stored.map(pickerFile)], loading, upload };
}
