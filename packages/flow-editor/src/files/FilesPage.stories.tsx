import { ApiError, type FilesApi } from '@app/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryFilesApi } from '../testing/memoryFilesApi';
import { FilesPage } from './FilesPage';

const meta = {
  title: 'FlowEditor/FilesPage',
  component: FilesPage,
  decorators: [withFlowEditor()],
} satisfies Meta<typeof FilesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five files of different types; search, upload, rename, download, duplicate and delete work in memory. */
export const WithFiles: Story = {};

/** No files yet: 暂无文件 and 上传文件或从首选云导入。 */
export const Empty: Story = { decorators: [withFlowEditor(() => ({ files: createMemoryFilesApi({ files: [] }) }))] };

/** Uploads stop at 40 % and never finish: the progress bar of an upload item. */
export const UploadInProgress: Story = {
  decorators: [
    withFlowEditor((): { files: FilesApi } => {
      const files = createMemoryFilesApi();
      return {
        files: {
          ...files,
          upload: (_file, options) => {
            options?.onProgress?.(0.4);
            return new Promise(() => undefined);
          },
        },
      };
    }),
  ],
};

/** Every upload fails with the server's detail: 'Upload failed, try again?' with a retry. */
export const UploadFails: Story = {
  decorators: [
    withFlowEditor((): { files: FilesApi } => {
      const files = createMemoryFilesApi();
      return { files: { ...files, upload: async () => Promise.reject(new ApiError({ status: 507, path: '/api/v2/files', detail: 'Disk full', message: 'Disk full' })) } };
    }),
  ],
};

/** A 1 MB limit (config max_file_size_upload): larger files are refused before they are sent. */
export const SmallLimit: Story = { args: { maxFileSizeMb: 1 } };
