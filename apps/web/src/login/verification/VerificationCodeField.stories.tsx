import { ErrorCode, VerifyPurpose } from '@app/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { refusing } from '../../test/fakeAccountApi';
import { withServices } from '../../test/storyDecorators';
import { inLoginCard } from '../loginStoryCard';
import { ContactField } from './ContactField';
import { useVerification } from './useVerification';

/** An email with its code field, wired like the registration form. */
function EmailWithCode() {
  const { api } = useServices();
  const [email, setEmail] = useState('someone@example.com');
  const verification = useVerification({
    channel: 'email',
    purpose: VerifyPurpose.REGISTER_EMAIL,
    contact: email,
    checkContact: () => email.trim() !== '',
    send: api.users.sendRegisterVerifyCode,
    verify: api.users.verifyCode,
  });
  return (
    <ContactField
      kind="email"
      label="邮箱"
      placeholder="选填，填写后需验证"
      codeLabel="邮箱验证码"
      value={email}
      onChange={setEmail}
      error={null}
      verification={verification}
    />
  );
}

const meta = {
  title: 'Shell/Login/Verification code',
  component: EmailWithCode,
  decorators: [inLoginCard],
} satisfies Meta<typeof EmailWithCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send starts the 60 s countdown; 123456 verifies and turns the buttons into a green tick. */
export const Default: Story = { decorators: [withServices()] };

/** No mail server configured: a notice says the code went to the server log. */
export const WrittenToServerLog: Story = {
  decorators: [withServices({ account: { sendRegisterVerifyCode: async () => ({ channel: 'email', logged: true, resend_after: 60, expires_in: 300 }) } })],
};

/** The address is taken: 邮件发送失败 with the reason, and the countdown is cleared. */
export const SendRefused: Story = {
  decorators: [withServices({ account: { sendRegisterVerifyCode: refusing(ErrorCode.EMAIL_EXISTS, 'send-register-verify-code') } })],
};
