import { ErrorCode } from '@app/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { refusing } from '../../test/fakeAccountApi';
import { withServices } from '../../test/storyDecorators';
import { inLoginCard } from '../loginStoryCard';
import { PasswordResetFlow } from './PasswordResetFlow';

const meta = {
  title: 'Shell/Login/Password reset',
  component: PasswordResetFlow,
  args: { step: 'findPassword', onVerified: fn(), onReset: fn(), onBackToLogin: fn() },
  decorators: [inLoginCard, withServices()],
} satisfies Meta<typeof PasswordResetFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email or phone tab; codes are accepted when they are 123456. */
export const FindPassword: Story = {};

/** The new-password step as it shows after a failed reset: the code must be verified again. */
export const SetNewPassword: Story = { args: { step: 'setPassword' } };

/** No mail server configured: a notice says the code went to the server log. */
export const CodeWrittenToLog: Story = {
  decorators: [withServices({ account: { sendVerifyCode: async () => ({ channel: 'email', logged: true, resend_after: 60, expires_in: 300 }) } })],
};

/** Sending is refused (sent too often): 邮件发送失败 and the countdown is cleared. */
export const SendRefused: Story = {
  decorators: [withServices({ account: { sendVerifyCode: refusing(ErrorCode.SEND_TOO_FREQUENT, 'send-verify-code') } })],
};
