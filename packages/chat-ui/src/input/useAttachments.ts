// The files attached to the message being written: checked, uploaded through the app's onUpload
// with progress, retried after a failure, removed, and cleared once sent (spec/3 section 4, File
// upload item).
import { useCallback, useRef, useState } from 'react';
import { attachmentRefusal, uploadRefusal, type AttachmentLimits, type AttachmentRefusal } from './attachmentRules';

/** A file of the message once stored, as onSend receives it. */
export interface UploadedChatFile {
  name: string;
  /** Where the server stored it; what the run's `files` carry. */
  path: string;
  size: number;
}

export type UploadChatFile = (file: File, onProgress: (fraction: number) => void) => Promise<{ path: string }>;

export interface Attachment {
  id: number;
  file: File;
  /** 0 to 1 while uploading, -1 when the upload failed, absent once stored. */
  progress?: number;
  path?: string;
  /** The server refused the file for good: no retry is offered. */
  refused?: boolean;
}

/** `onRefused` hears why the server refused a file for good, to say so beside the input. */
export function useAttachments(upload: UploadChatFile | undefined, limits: AttachmentLimits, onRefused?: (refusal: AttachmentRefusal) => void) {
  const [items, setItems] = useState<Attachment[]>([]);
  const nextId = useRef(0);

  const patch = useCallback((id: number, change: Partial<Attachment>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (id: number, file: File) => {
      if (!upload) return;
      patch(id, { progress: 0 });
      upload(file, (fraction) => patch(id, { progress: Math.min(1, Math.max(0, fraction)) })).then(
        ({ path }) => patch(id, { progress: undefined, path }),
        (error: unknown) => {
          const refusal = uploadRefusal(error);
          patch(id, { progress: -1, refused: refusal !== undefined });
          if (refusal) onRefused?.(refusal);
        },
      );
    },
    [upload, patch, onRefused],
  );

  /** Attaches the files that pass the checks; returns the refusal of the first that does not. */
  const add = (files: readonly File[]): AttachmentRefusal | undefined => {
    let refusal: AttachmentRefusal | undefined;
    for (const file of files) {
      const problem = attachmentRefusal(file, limits);
      if (problem) {
        refusal ??= problem;
        continue;
      }
      const id = nextId.current++;
      setItems((current) => [...current, { id, file, progress: 0 }]);
      start(id, file);
    }
    return refusal;
  };

  const retry = (id: number) => {
    const item = items.find((candidate) => candidate.id === id);
    if (item) start(id, item.file);
  };

  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id));
  const clear = () => setItems([]);
  const uploading = items.some((item) => item.progress !== undefined && item.progress >= 0);
  const uploaded: UploadedChatFile[] = items.flatMap((item) => (item.path ? [{ name: item.file.name, path: item.path, size: item.file.size }] : []));

  return { items, add, retry, remove, clear, uploading, uploaded };
}
