import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatInput } from './ChatInput';
import type { UploadChatFile } from './useAttachments';

/** Uploads in ten steps over a second; files whose name contains "fail" fail (retry succeeds). */
function simulatedUpload(): UploadChatFile {
  const failedOnce = new Set<string>();
  return (file, onProgress) =>
    new Promise((resolve, reject) => {
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        onProgress(step / 10);
        if (step < 10) return;
        clearInterval(timer);
        if (file.name.includes('fail') && !failedOnce.has(file.name)) {
          failedOnce.add(file.name);
          reject(new Error('Error uploading file'));
        } else resolve({ path: `flow-1/${file.name}` });
      }, 100);
    });
}

const meta = {
  title: 'ChatUi/ChatInput',
  component: ChatInput,
  args: { onSend: fn(), onStop: fn() },
  decorators: [(Story) => <Box p="md" maw={720}>{Story()}</Box>],
} satisfies Meta<typeof ChatInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends, Shift+Enter adds a line, an empty message shows 未提供输入消息。 */
export const Default: Story = {};

/** Attach or paste files (png, jpg, pdf up to 2 MB); uploads show progress, "fail" files offer 上传失败，重试？. */
export const WithAttachments: Story = {
  args: { allowFiles: true, fileTypes: ['png', 'jpg', 'pdf'], maxFileSizeMb: 2, onUpload: simulatedUpload() },
};

/** While a build runs sending is ignored and 终止 stops it. */
export const Building: Story = { args: { building: true } };

export const Disabled: Story = { args: { disabled: true } };
