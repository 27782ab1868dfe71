// My files (spec/3 sections 2, 5 and 8): the user's files with upload, rename, download, duplicate and delete.
import type { files as zh } from '../zh/files';
import type { SameKeys } from '../types';

export const files = {
  title: 'My files',
  search: 'Search files...',
  upload: 'Upload files',
  empty: 'No files',
  emptyHint: 'Upload files or import from your preferred cloud.',
  noResults: 'No files match your search',
  loadFailed: 'Could not load your files',
  columns: {
    name: 'Name',
    type: 'Type',
    size: 'Size',
    updatedAt: 'Modified',
    actions: 'Actions',
  },
  actions: {
    menu: 'Actions for {{name}}',
    rename: 'Rename',
    download: 'Download',
    duplicate: 'Duplicate',
    delete: 'Delete',
  },
  progress: {
    uploading: 'Uploading {{percent}}%',
    label: 'Upload progress of {{name}}',
    failed: 'Upload failed, try again?',
    retry: 'Retry',
    dismiss: 'Remove',
  },
  rules: {
    typeNotAllowed: 'File type not allowed. Allowed types: {{list}}',
    noExtension: 'File type not allowed',
    tooLarge: 'The file {{name}} is larger than {{max}} MB. Please choose a smaller file.',
  },
  uploaded: 'File uploaded successfully',
  allUploaded: 'All files uploaded successfully',
  storageFull: {
    title: 'Your storage is full',
    usedUp: 'Your files take all of your storage. ',
    usedUpLimit: 'Your files take all of your {{limit_mb}} MB of storage. ',
    here: 'Delete files you no longer need, then upload again.',
    myFiles: 'Delete files you no longer need in My files, then upload again.',
  },
  uploadFailed: 'Error uploading file',
  uploadFailedFallback: 'An error occurred while uploading the file.',
  someFailed: 'An error occurred while uploading the files',
  rename: {
    title: 'Rename file',
    label: 'File name',
    required: 'Please enter a file name',
    failed: 'Could not rename the file',
    success: 'File renamed',
  },
  delete: {
    title: 'Delete file',
    message: 'Delete “{{name}}”? This cannot be undone.',
    external: '“{{name}}” is stored elsewhere; it is only removed from the list.',
    success: 'File deleted successfully',
    failed: 'Could not delete the file',
  },
  downloadFailed: 'Could not download the file',
} satisfies SameKeys<typeof zh>;
