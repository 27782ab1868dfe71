// Uploaded files (spec/3 section 7): the flow-scoped uploads of Langflow's /api/v1/files, which the
// File component reads, and the user's own files of /api/v2/files (我的文件, the file picker).
// Langflow-style answers: plain JSON, `{detail}` errors (400 type, 413 size, 404 unknown).
import type { FlowFileList, FlowFileUpload, UserFile } from '../fileTypes';
import type { DomainContext } from './context';

export interface UploadOptions {
  /** The file name to send; default the File's own name. */
  name?: string;
  /** Cancels the upload. */
  signal?: AbortSignal;
  /** The share of the file sent so far, 0 to 1; in browsers over HTTP/1.1 too. */
  onProgress?(fraction: number): void;
}

export interface FilesApi {
  /** POST files/upload/{flow_id} (multipart `file`, 201): stores the file beside the flow; its `file_path` goes in a file field. */
  uploadToFlow(flowId: string, file: Blob, name?: string): Promise<FlowFileUpload>;
  /** GET files/list/{flow_id}: the stored names of the flow's uploads. */
  listFlowFiles(flowId: string): Promise<string[]>;
  /** GET files/download/{flow_id}/{file_name}: the bytes of one upload. */
  downloadFlowFile(flowId: string, fileName: string): Promise<Blob>;
  /** GET files/images/{flow_id}/{file_name}: an uploaded picture (refused when the bytes are no png, jpeg, gif or webp). */
  flowImage(flowId: string, fileName: string): Promise<Blob>;
  /** DELETE files/delete/{flow_id}/{file_name}. */
  deleteFlowFile(flowId: string, fileName: string): Promise<void>;
  /** GET v2 files: the caller's files, newest first. */
  list(): Promise<UserFile[]>;
  /** POST v2 files (multipart `file`, 201): the new record; a taken name gets " (1)", " (2)", ... */
  upload(file: Blob, options?: UploadOptions): Promise<UserFile>;
  /** PUT v2 files/{id}?name=: renames the file; the extension stays. */
  rename(fileId: string, name: string): Promise<UserFile>;
  /** DELETE v2 files/{id}: the record and the bytes. */
  remove(fileId: string): Promise<void>;
  /** GET v2 files/{id}: the bytes (the duplicate action downloads, then uploads). */
  download(fileId: string): Promise<Blob>;
}

const v1 = '/api/v1/files';
const v2 = '/api/v2/files';

/** A Blob has no name of its own; a File does. */
const nameOf = (file: Blob, name: string | undefined) => name ?? (file instanceof File ? file.name : 'file');

function multipartOf(file: Blob, name: string): FormData {
  const multipart = new FormData();
  multipart.append('file', file, name);
  return multipart;
}

export function createFilesApi({ request }: DomainContext): FilesApi {
  const inFlow = (action: string, flowId: string, fileName?: string) =>
    `${v1}/${action}/${encodeURIComponent(flowId)}${fileName === undefined ? '' : `/${encodeURIComponent(fileName)}`}`;
  const userFile = (fileId: string) => `${v2}/${encodeURIComponent(fileId)}`;
  return {
    uploadToFlow: (flowId, file, name) =>
      request<FlowFileUpload>({ method: 'POST', path: inFlow('upload', flowId), multipart: multipartOf(file, nameOf(file, name)) }),
    listFlowFiles: async (flowId) => (await request<FlowFileList>({ path: inFlow('list', flowId) })).files,
    downloadFlowFile: (flowId, fileName) => request<Blob>({ path: inFlow('download', flowId, fileName), blob: true }),
    flowImage: (flowId, fileName) => request<Blob>({ path: inFlow('images', flowId, fileName), blob: true }),
    deleteFlowFile: async (flowId, fileName) => {
      await request<unknown>({ method: 'DELETE', path: inFlow('delete', flowId, fileName) });
    },
    list: () => request<UserFile[]>({ path: v2 }),
    upload: (file, options = {}) =>
      request<UserFile>({ method: 'POST', path: v2, multipart: multipartOf(file, nameOf(file, options.name)), signal: options.signal, onUploadProgress: options.onProgress }),
    rename: (fileId, name) => request<UserFile>({ method: 'PUT', path: userFile(fileId), searchParams: { name } }),
    remove: async (fileId) => {
      await request<unknown>({ method: 'DELETE', path: userFile(fileId) });
    },
    download: (fileId) => request<Blob>({ path: userFile(fileId), blob: true }),
  };
}
