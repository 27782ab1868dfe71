// Uploads of 我的文件 in progress (spec/3 section 4, File upload item): each one's progress from 0
// to 1 while it goes, -1 when it failed (kept, with a retry), and gone once the server has the
// file. Several files at once end with one toast: all stored, or which ones failed and why.
import type { UserFile } from '@app/api-client';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { serverDetail } from '../context/useToasts';
import { isStorageFull, storageFullNotice } from './storageFull';

export interface UploadItem {
  key: string;
  file: File;
  /** 0 to 1 while uploading; -1 after a failure. */
  progress: number;
}

export interface FileUploads {
  items: UploadItem[];
  /** Uploads each file; resolves with the records of those stored. */
  upload(files: readonly File[]): Promise<UserFile[]>;
  retry(key: string): Promise<void>;
  dismiss(key: string): void;
}

export const UPLOAD_FAILED = -1;

/** `onStored` gets each record as it lands, so the list shows it at once. */
export function useFileUploads(onStored: (file: UserFile) => void): FileUploads {
  const { t, i18n } = useTranslation('files');
  const { api, notify } = useFlowEditor();
  const [items, setItems] = useState<UploadItem[]>([]);
  const sequence = useRef(0);

  const setProgress = useCallback((key: string, progress: number) => setItems((current) => current.map((item) => (item.key === key ? { ...item, progress } : item))), []);

  /** The record, or the error the upload failed with. */
  const send = useCallback(
    async (key: string, file: File): Promise<UserFile | { error: unknown }> => {
      setProgress(key, 0);
      try {
        // A retried request starts again from 0.
        const record = await api.files.upload(file, { onProgress: (fraction) => setProgress(key, fraction) });
        setItems((current) => current.filter((item) => item.key !== key));
        onStored(record);
        return record;
      } catch (error) {
        setProgress(key, UPLOAD_FAILED);
        return { error };
      }
    },
    [api, onStored, setProgress],
  );

  const run = useCallback(
    async (started: readonly UploadItem[]) => {
      const results = await Promise.all(started.map((item) => send(item.key, item.file)));
      const stored = results.filter((result): result is UserFile => !('error' in result));
      const errors = results.flatMap((result) => ('error' in result ? [result.error] : []));
      const failures = results.flatMap((result, index) =>
        'error' in result ? [{ name: started[index]!.file.name, reason: serverDetail(result.error, i18n) ?? t('uploadFailedFallback') }] : [],
      );
      if (failures.length === 0) notify({ kind: 'success', title: t(started.length > 1 ? 'allUploaded' : 'uploaded') });
      // A full storage fails every upload alike: one notice saying what to do, not one line per file.
      else if (errors.every(isStorageFull)) notify(storageFullNotice(errors[0], i18n, 'here'));
      else if (started.length === 1) notify({ kind: 'error', title: t('uploadFailed'), list: [failures[0]!.reason] });
      else notify({ kind: 'error', title: t('someFailed'), list: failures.map(({ name, reason }) => `${name}: ${reason}`) });
      return stored;
    },
    [send, notify, t, i18n],
  );

  const upload = useCallback(
    (files: readonly File[]) => {
      const started = files.map((file) => {
        sequence.current += 1;
        return { key: `upload-${sequence.current}`, file, progress: 0 };
      });
      setItems((current) => [...started, ...current]);
      return run(started);
    },
    [run],
  );

  const retry = useCallback(
    async (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item) await run([item]);
    },
    [items, run],
  );

  const dismiss = useCallback((key: string) => setItems((current) => current.filter((item) => item.key !== key)), []);

  return { items, upload, retry, dismiss };
}
