import { Stack, TextInput } from '@mantine/core';
import type { Verification } from './useVerification';
import { VerificationCodeField } from './VerificationCodeField';

interface ContactFieldProps {
  kind: 'email' | 'tel';
  label: string;
  placeholder: string;
  codeLabel: string;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  error: string | null;
  verification: Verification;
}

/** A phone number or email with the verification code that proves it. */
export function ContactField({ kind, label, placeholder, codeLabel, value, onChange, onBlur, error, verification }: ContactFieldProps) {
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <TextInput
        type={kind}
        inputMode={kind}
        autoComplete={kind}
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error}
      />
      <VerificationCodeField verification={verification} label={codeLabel} />
    </Stack>
  );
}
