import { ApiError } from '@app/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryAvatarApi, generatedImage } from '../testing/memoryAvatarApi';
import { AvatarField, type AvatarFieldProps } from './AvatarField';

function ControlledAvatarField(props: Omit<AvatarFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <AvatarField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Admin/AvatarField',
  component: ControlledAvatarField,
  parameters: { layout: 'padded' },
  args: { value: null, hint: '王小明', api: createMemoryAvatarApi() },
} satisfies Meta<typeof ControlledAvatarField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image yet: the initials of the hint; upload a file or generate one. */
export const Empty: Story = {};

export const WithImage: Story = { args: { value: generatedImage('admin') } };

/** The surrounding form asks for an image. */
export const Required: Story = { args: { error: '请上传用户图标' } };

export const Disabled: Story = { args: { value: generatedImage('dev'), disabled: true } };

/** Both calls fail: the failure shows under the field (no onFailure given). */
export const ServerFailing: Story = {
  args: {
    api: createMemoryAvatarApi({
      uploadAvatar: async () => {
        throw new ApiError({ status: 500, path: '/api/v1/users/upload_avatar', message: 'down' });
      },
      generateLogo: async () => {
        throw new ApiError({ status: 500, path: '/api/v1/users/generate_logo', message: 'down' });
      },
    }),
  },
};
