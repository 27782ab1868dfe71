import { DESCRIPTION_MAX_LENGTH } from '@app/api-client';
import { Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DescriptionFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  error?: ReactNode;
  required?: boolean;
}

/** A description text area: at most 500 characters (spec/1 section 9), with a live counter. */
export function DescriptionField({ label, placeholder, value, onChange, error, required }: DescriptionFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={DESCRIPTION_MAX_LENGTH}
      autosize
      minRows={3}
      maxRows={8}
      withAsterisk={required}
      error={error}
      description={
        <Text component="span" size="xs" c="dimmed">
          {t('list.counter', { count: value.length, max: DESCRIPTION_MAX_LENGTH })}
        </Text>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
