// The note of a release or a decommission: required, at most RELEASE_NOTE_MAX_LENGTH (500)
// characters, with a counter.
import { RELEASE_NOTE_MAX_LENGTH } from '@app/api-client';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ReleaseNoteFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/** A note counts as written when it is not blank. */
export const isNoteWritten = (note: string) => note.trim() !== '';

export function ReleaseNoteField({ label, placeholder, value, onChange, disabled }: ReleaseNoteFieldProps) {
  const { t } = useTranslation('editor');
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={RELEASE_NOTE_MAX_LENGTH}
      autosize
      minRows={5}
      maxRows={12}
      disabled={disabled}
      description={t('publish.noteCount', { count: value.length, max: RELEASE_NOTE_MAX_LENGTH })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
