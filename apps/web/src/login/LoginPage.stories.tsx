import { ApiError, ErrorCode } from '@app/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeConfig } from '../test/fakeServices';
import { withServices } from '../test/storyDecorators';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Shell/Login',
  component: LoginPage,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withServices()] };

/** Every sign-in attempt is refused as wrong credentials: submit to see the 登录失败 notification. */
export const WrongCredentials: Story = {
  decorators: [
    withServices({
      login: async () => {
        throw new ApiError({ status: 401, code: ErrorCode.WRONG_CREDENTIALS, path: '/api/v1/login', message: 'refused' });
      },
    }),
  ],
};

/** REGISTRATION_MODE=closed: the login step offers no register link. */
export const RegistrationClosed: Story = { decorators: [withServices({ config: { ...fakeConfig, registration_mode: 'closed' } })] };
