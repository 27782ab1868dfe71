import { AvatarField } from '@app/admin-ui';
import { emailProblem, phoneProblem, UserKeyType, VerifyPurpose, type ExistsCheck } from '@app/api-client';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { apiErrorText } from '../apiErrorText';
import { StepHeader } from '../StepHeader';
import { StepSwitch } from '../StepSwitch';
import { ContactField } from '../verification/ContactField';
import { useVerification } from '../verification/useVerification';
import { takenProblem } from './availability';
import { emptyRegisterValues, registerPayload, registerProblems, type RegisterField, type RegisterProblems, type RegisterValues } from './registerRules';
import { TermsCheckbox } from './TermsCheckbox';

type CheckedKey = 'username' | 'phone' | 'email';
type TextField = 'username' | 'nickname' | 'password' | 'confirmPassword';
const autoCompletes: Record<TextField, string> = { username: 'username', nickname: 'nickname', password: 'new-password', confirmPassword: 'new-password' };
const keyTypes: Record<CheckedKey, ExistsCheck['tpe']> = { username: UserKeyType.USERNAME, phone: UserKeyType.TELEPHONE, email: UserKeyType.EMAIL };

/** Registration; a failure clears both verifications and their codes. */
export function RegisterForm({ onBackToLogin }: { onBackToLogin(): void }) {
  const { t } = useTranslation('auth');
  const { api, notifications } = useServices();
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [problems, setProblems] = useState<RegisterProblems>({});
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  const set = <K extends RegisterField>(field: K, value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _dropped, ...rest }) => rest);
  };
  const problemText = (field: RegisterField) => (problems[field] ? t(`validation.${problems[field]}`) : null);

  /** Before a send the contact is required, whereas the form itself takes it as optional. */
  const contactChecker = (field: 'phone' | 'email') => () => {
    const value = latest.current[field].trim();
    const problem = field === 'phone' ? phoneProblem(value) : emailProblem(value);
    if (problem) setProblems((current) => ({ ...current, [field]: problem }));
    return problem === null;
  };
  const sendCalls = { send: api.users.sendRegisterVerifyCode, verify: api.users.verifyCode };
  const phoneCode = useVerification({ ...sendCalls, channel: 'sms', purpose: VerifyPurpose.REGISTER_PHONE, contact: values.phone, checkContact: contactChecker('phone') });
  const emailCode = useVerification({ ...sendCalls, channel: 'email', purpose: VerifyPurpose.REGISTER_EMAIL, contact: values.email, checkContact: contactChecker('email') });

  /** Asks whether the key is free; true when it is (or when it is empty, or has a format problem shown). */
  const checkFree = async (field: CheckedKey): Promise<boolean> => {
    const key = latest.current[field].trim();
    if (!key || registerProblems(latest.current)[field]) return true;
    const taken = await takenProblem(api.users.exists, { tpe: keyTypes[field], key });
    if (taken && latest.current[field].trim() === key) setProblems((current) => ({ ...current, [field]: taken }));
    return taken === null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = registerProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const checks = await Promise.all([
        checkFree('username'),
        ...(values.phone.trim() ? [checkFree('phone'), phoneCode.ensureVerified()] : []),
        ...(values.email.trim() ? [checkFree('email'), emailCode.ensureVerified()] : []),
      ]);
      if (checks.includes(false)) return;
      const registered = await api.users.register(registerPayload(values, { telephone: phoneCode.code, email: emailCode.code }));
      // Under REGISTRATION_MODE=approval the new account is inactive until an administrator lets it in.
      notifications.getState().notify({ kind: 'success', title: t('register.success'), list: registered.is_active ? undefined : [t('errors:10098')] });
      onBackToLogin();
    } catch (error) {
      notifications.getState().notify({ kind: 'error', title: t('register.failed'), list: [apiErrorText(error, t)] });
      phoneCode.reset();
      emailCode.reset();
    } finally {
      setSubmitting(false);
    }
  };

  const input = (field: TextField) => ({
    label: t(`register.${field}`),
    placeholder: t(`register.${field}Placeholder`),
    autoComplete: autoCompletes[field],
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(field, event.currentTarget.value),
    error: problemText(field),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeader title={t('register.title')} subtitle={t('register.subtitle')} />
        <TextInput {...input('username')} onBlur={() => void checkFree('username')} />
        <TextInput {...input('nickname')} />
        <ContactField
          kind="tel"
          label={t('register.phone')}
          placeholder={t('register.phonePlaceholder')}
          codeLabel={t('register.phoneCode')}
          value={values.phone}
          onChange={(value) => set('phone', value)}
          onBlur={() => void checkFree('phone')}
          error={problemText('phone')}
          verification={phoneCode}
        />
        <ContactField
          kind="email"
          label={t('register.email')}
          placeholder={t('register.emailPlaceholder')}
          codeLabel={t('register.emailCode')}
          value={values.email}
          onChange={(value) => set('email', value)}
          onBlur={() => void checkFree('email')}
          error={problemText('email')}
          verification={emailCode}
        />
        <PasswordInput {...input('password')} />
        <PasswordInput {...input('confirmPassword')} />
        <AvatarField
          value={values.profileImage}
          onChange={(path) => set('profileImage', path)}
          api={api.users}
          hint={values.nickname || values.username}
          label={t('register.avatar')}
          error={problemText('profileImage')}
          onFailure={(title, message) => notifications.getState().notify({ kind: 'error', title, list: message ? [message] : undefined })}
        />
        <TermsCheckbox checked={values.termsAccepted} onChange={(checked) => set('termsAccepted', checked)} error={problemText('termsAccepted')} />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {t('register.submit')}
        </Button>
        <StepSwitch question={t('register.hasAccount')} action={t('register.backToLogin')} onClick={onBackToLogin} />
      </Stack>
    </form>
  );
}
