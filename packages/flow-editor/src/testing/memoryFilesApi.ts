// An in-memory stand-in for the file calls, answering like the server: the user's files newest
// first, uploads refused by extension (400) and size (413) with the server's details, a taken
// name made unique with " (1)", " (2)", …, and 404 for unknown files. Flow-scoped uploads are kept
// per flow under "<flow id>/<stored name>".
import { ApiError, DEFAULT_MAX_FILE_SIZE_MB, fileExtension, fileTooLargeDetail, fileTypeNotAllowedDetail, isUploadExtension, type FilesApi, type UserFile } from '@app/api-client';

export interface MemoryFilesApiOptions {
  /** The user's files (default: sampleFiles). */
  files?: readonly UserFile[];
  /** Max upload size in MB (default 100). */
  maxFileSizeMb?: number;
}

const USER_ID = 'user-1';

const refused = (path: string, status: number, detail: string) => new ApiError({ status, path, detail, message: detail });

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 8, minute)).toISOString();

const sampleFile = (id: string, name: string, extension: string, size: number, minute: number): UserFile => ({
  id,
  name,
  path: `${USER_ID}/${id}.${extension}`,
  size,
  provider: null,
  created_at: at(minute),
  updated_at: at(minute),
});

/** A few uploads of different types, the newest last. */
export const sampleFiles: readonly UserFile[] = [
  sampleFile('file-1', '产品手册', 'pdf', 482_133, 1),
  sampleFile('file-2', '销售数据', 'csv', 20_480, 2),
  sampleFile('file-3', 'faq', 'md', 3_072, 3),
  sampleFile('file-4', '接口说明', 'json', 7_168, 4),
  sampleFile('file-5', 'logo', 'png', 15_360, 5),
];

function uniqueName(name: string, taken: readonly UserFile[]): string {
  const names = new Set(taken.map((file) => file.name));
  if (!names.has(name)) return name;
  let suffix = 1;
  while (names.has(`${name} (${suffix})`)) suffix += 1;
  return `${name} (${suffix})`;
}

const stem = (fileName: string) => fileName.replace(/\.[^./\\]+$/, '');

export function createMemoryFilesApi(options: MemoryFilesApiOptions = {}): FilesApi {
  let files = (options.files ?? sampleFiles).map((file) => ({ ...file }));
  const flowFiles = new Map<string, Map<string, Blob>>();
  const maxBytes = (options.maxFileSizeMb ?? DEFAULT_MAX_FILE_SIZE_MB) * 1024 * 1024;
  let sequence = 0;
  const now = () => {
    sequence += 1;
    return new Date(Date.UTC(2025, 6, 1, 8, 0, sequence)).toISOString();
  };
  const blobs = new Map<string, Blob>();

  const checkUpload = (file: Blob, fileName: string, path: string) => {
    if (!isUploadExtension(fileExtension(fileName))) throw refused(path, 400, fileTypeNotAllowedDetail());
    if (file.size > maxBytes) throw refused(path, 413, fileTooLargeDetail(maxBytes / 1024 / 1024));
  };
  const nameOf = (file: Blob, name?: string) => name ?? (file instanceof File ? file.name : 'file');
  const find = (fileId: string, path: string) => {
    const file = files.find((candidate) => candidate.id === fileId);
    if (!file) throw refused(path, 404, 'File not found');
    return file;
  };
  const inFlow = (flowId: string, fileName: string, path: string) => {
    const blob = flowFiles.get(flowId)?.get(fileName);
    if (!blob) throw refused(path, 404, 'File not found');
    return blob;
  };

  return {
    uploadToFlow: async (flowId, file, name) => {
      const fileName = nameOf(file, name);
      checkUpload(file, fileName, `/api/v1/files/upload/${flowId}`);
      const stored = `${now().replaceAll(/[-:.TZ]/g, '')}_${fileName}`;
      flowFiles.set(flowId, (flowFiles.get(flowId) ?? new Map()).set(stored, file));
      return { flowId, file_path: `${flowId}/${stored}` };
    },
    listFlowFiles: async (flowId) => [...(flowFiles.get(flowId)?.keys() ?? [])],
    downloadFlowFile: async (flowId, fileName) => inFlow(flowId, fileName, `/api/v1/files/download/${flowId}/${fileName}`),
    flowImage: async (flowId, fileName) => inFlow(flowId, fileName, `/api/v1/files/images/${flowId}/${fileName}`),
    deleteFlowFile: async (flowId, fileName) => {
      inFlow(flowId, fileName, `/api/v1/files/delete/${flowId}/${fileName}`);
      flowFiles.get(flowId)!.delete(fileName);
    },
    list: async () => [...files].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((file) => ({ ...file })),
    upload: async (file, uploadOptions = {}) => {
      const fileName = nameOf(file, uploadOptions.name);
      // The whole body goes out before the server answers, also when it then refuses the file.
      for (const fraction of [0, 0.5, 1]) uploadOptions.onProgress?.(fraction);
      checkUpload(file, fileName, '/api/v2/files');
      const id = `file-upload-${sequence + 1}`;
      const time = now();
      const record: UserFile = {
        id,
        name: uniqueName(stem(fileName), files),
        path: `${USER_ID}/${id}.${fileExtension(fileName)}`,
        size: file.size,
        provider: null,
        created_at: time,
        updated_at: time,
      };
      files = [...files, record];
      blobs.set(id, file);
      return { ...record };
    },
    rename: async (fileId, name) => {
      const file = find(fileId, `/api/v2/files/${fileId}`);
      Object.assign(file, { name: uniqueName(name, files.filter((other) => other.id !== fileId)), updated_at: now() });
      return { ...file };
    },
    remove: async (fileId) => {
      find(fileId, `/api/v2/files/${fileId}`);
      files = files.filter((file) => file.id !== fileId);
      blobs.delete(fileId);
    },
    download: async (fileId) => {
      const file = find(fileId, `/api/v2/files/${fileId}`);
      // The sample files were never uploaded here; their bytes are their name.
      return blobs.get(fileId) ?? new Blob([file.name]);
    },
  };
}
