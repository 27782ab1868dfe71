import { ErrorCode } from '@app/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { refusing } from '../../test/fakeAccountApi';
import { fakeConfig } from '../../test/fakeServices';
import { withServices } from '../../test/storyDecorators';
import { inLoginCard } from '../loginStoryCard';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Shell/Login/Register',
  component: RegisterForm,
  args: { onBackToLogin: fn() },
  decorators: [inLoginCard],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Codes are accepted when they are 123456; the username admin is taken. */
export const Default: Story = { decorators: [withServices()] };

/** New accounts wait for an administrator: the success toast says so. */
export const ApprovalMode: Story = { decorators: [withServices({ config: { ...fakeConfig, registration_mode: 'approval' } })] };

/** Every registration is refused: the toast names the reason and the codes are cleared. */
export const Refused: Story = { decorators: [withServices({ account: { register: refusing(ErrorCode.USER_EXISTS, 'register') } })] };
