// Wire types and shared rules of the uploaded-file calls (spec/3 sections 3, 5 and 7): the
// flow-scoped uploads the File component reads, and the user's own files (我的文件).

/** POST files/upload/{flow_id}: where the file went, as the File component's field holds it. */
export interface FlowFileUpload {
  flowId: string;
  /** `"<flow id>/<stored name>"`; the stored name is the upload time plus the file's name. */
  file_path: string;
}

/** GET files/list/{flow_id}: the stored names of a flow's uploads. */
export interface FlowFileList {
  files: string[];
}

/** A file of the user's own (v2 file record). */
export interface UserFile {
  id: string;
  /** The display name, without the extension (that is the extension of `path`). */
  name: string;
  /** `"<user id>/<file id>.<extension>"`; what a File component's field holds for this file. */
  path: string;
  /** Bytes. */
  size: number;
  /** Null for a file stored on this server; external providers name themselves. */
  provider: string | null;
  created_at: string;
  updated_at: string;
}

/** MAX_FILE_SIZE_UPLOAD when the server sets none (config's `max_file_size_upload`, MB). */
export const DEFAULT_MAX_FILE_SIZE_MB = 100;

/**
 * Extensions the server stores: the documents the File component reads, pictures, and common
 * text and data files. Lower case, without the dot.
 */
export const UPLOAD_EXTENSIONS = [
  'txt',
  'md',
  'mdx',
  'csv',
  'tsv',
  'json',
  'jsonl',
  'yaml',
  'yml',
  'xml',
  'html',
  'htm',
  'log',
  'pdf',
  'docx',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
] as const;

export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** The extension of a file name, lower case without the dot; '' when it has none. */
export function fileExtension(fileName: string): string {
  return /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

export function isUploadExtension(extension: string): extension is UploadExtension {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}

/** Refusal texts of spec/3 section 5, as the server answers them in `detail`. */
export const FILE_TYPE_NOT_ALLOWED = 'File type not allowed';

export const fileTypeNotAllowedDetail = (allowed: readonly string[] = UPLOAD_EXTENSIONS): string =>
  `${FILE_TYPE_NOT_ALLOWED}. Allowed types: ${allowed.join(', ')}`;

export const fileTooLargeDetail = (maxMb: number): string => `File size is larger than the maximum file size ${maxMb}MB.`;

/** Pictures a flow's logo may be (spec/3 section 5: image upload accepts png, jpg, jpeg). */
export const FLOW_LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** The largest flow logo, MB: a logo is drawn at icon size, so a photo-sized file is a mistake. */
export const FLOW_LOGO_MAX_MB = 1;

/** POST flows/upload_logo: where the logo is served, the value a flow's `icon` then holds. */
export interface FlowLogo {
  file_path: string;
}

/** Whether a flow's `icon` is an uploaded logo (a server path) rather than the name of an icon of the fixed set. */
export const isUploadedLogo = (icon: string | null | undefined): icon is string => typeof icon === 'string' && icon.startsWith('/api/v1/files/public/');
