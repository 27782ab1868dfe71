import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFlowEditor } from '../../test/storyDecorators';
import { createMemoryFilesApi, sampleFiles } from '../../testing/memoryFilesApi';
import { FilePickerModal } from './FilePickerModal';

const meta = {
  title: 'FlowEditor/Modals/FilePickerModal',
  component: FilePickerModal,
  // The File component's types (its path field takes several files).
  args: {
    opened: true,
    fileTypes: ['txt', 'md', 'mdx', 'csv', 'json', 'yaml', 'yml', 'xml', 'html', 'htm', 'pdf', 'docx'],
    multiple: true,
    selected: [sampleFiles[0]!.path],
    onClose: fn(),
    onSelect: fn(),
    onOpenFilesPage: fn(),
  },
  decorators: [withFlowEditor()],
} satisfies Meta<typeof FilePickerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several files for a list field; the picture is greyed out (not a type the field takes). */
export const Multiple: Story = {};

/** One file: choosing another replaces the choice. */
export const Single: Story = { args: { multiple: false, fileTypes: ['pdf', 'docx'], selected: [] } };

/** No files yet: 暂无文件 and the upload button. */
export const Empty: Story = {
  args: { selected: [] },
  decorators: [withFlowEditor(() => ({ files: createMemoryFilesApi({ files: [] }) }))],
};
