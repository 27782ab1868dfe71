import { ErrorCode } from '@app/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { refusing } from '../test/fakeAccountApi';
import { adminUser, normalUser } from '../test/fakeServices';
import { withServices } from '../test/storyDecorators';
import { AccountDialog } from './AccountDialog';

const meta = {
  title: 'Shell/My account',
  component: AccountDialog,
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof AccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator with a phone number (shown masked) and an email. */
export const Default: Story = { decorators: [withServices({ user: { ...adminUser, telephone: '13812345678' } })] };

/** An ordinary user without phone or email: both say 未绑定. */
export const WithoutContacts: Story = { decorators: [withServices({ user: { ...normalUser, email: null } })] };

/** Every password change is refused as a wrong old password: 密码更改失败 / 原密码错误. */
export const WrongOldPassword: Story = {
  decorators: [withServices({ user: normalUser, account: { updatePassword: refusing(ErrorCode.WRONG_CREDENTIALS, 'update-password') } })],
};

/** Saving profile changes fails: 用户昵称更改失败 / 用户头像更改失败. */
export const ChangesRefused: Story = {
  decorators: [withServices({ user: normalUser, account: { update: refusing(ErrorCode.UNKNOWN_ERROR) } })],
};
