import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminUser, developerUser, normalUser } from '../test/fakeServices';
import { withRouter, withServices } from '../test/storyDecorators';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'Shell/Layout',
  component: AppLayout,
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = { decorators: [withRouter('/user'), withServices({ user: adminUser })] };

export const AsDeveloper: Story = { decorators: [withRouter('/flows'), withServices({ user: developerUser })] };

export const AsUser: Story = { decorators: [withRouter('/explore'), withServices({ user: normalUser })] };

export const WithoutHelpAndSocialLinks: Story = {
  decorators: [withRouter('/collect'), withServices({ user: normalUser, config: null, version: null })],
};
