// Profile-image field: shows the current image (or initials), uploads a picked file after checking
// it locally, or asks the server for an image generated from a hint (the user's name).
import { isApiError, UploadKind, type UsersApi } from '@app/api-client';
import { Avatar, Button, FileButton, Group, Input } from '@mantine/core';
import { IconSparkles, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../failureReason';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatarFileProblem';

export type AvatarApi = Pick<UsersApi, 'uploadAvatar' | 'generateLogo'>;

export interface AvatarFieldProps {
  /** Server path of the current image (`profile_image`), or null for none yet. */
  value: string | null;
  /** Receives the server path of the uploaded or generated image. */
  onChange(path: string): void;
  api: AvatarApi;
  /** Text the generated image and the initials are derived from, usually the user's name. */
  hint: string;
  label?: ReactNode;
  /** A validation message of the surrounding form (e.g. 请上传用户图标). */
  error?: ReactNode;
  disabled?: boolean;
  /** Reports a failed call as a toast title and reason; without it the title shows under the field. */
  onFailure?(title: string, message?: string): void;
}

type Busy = 'upload' | 'generate' | null;

export function AvatarField({ value, onChange, api, hint, label, error, disabled, onFailure }: AvatarFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Cleared after every pick, so choosing the same file again (after a failure) uploads it again.
  const resetInput = useRef<() => void>(null);

  const fail = (title: string, message?: string) => {
    if (onFailure) onFailure(title, message);
    else setProblem(message ? `${title}: ${message}` : title);
  };

  const run = async (kind: Exclude<Busy, null>, call: () => Promise<{ file_path: string }>, onError: (error: unknown) => void) => {
    setProblem(null);
    setBusy(kind);
    try {
      onChange((await call()).file_path);
    } catch (failure) {
      onError(failure);
    } finally {
      setBusy(null);
    }
  };

  const upload = (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    if (fileProblem) {
      setProblem(t(fileProblem === 'type' ? 'avatar.badType' : 'avatar.tooLarge'));
      return;
    }
    void run('upload', () => api.uploadAvatar(file, file.name), (failure) => fail(t('avatar.uploadFailed'), failureReason(failure, t)));
  };

  const generate = () =>
    run(
      'generate',
      () => api.generateLogo({ storage_type: UploadKind.USER_AVATAR, hint: hint.trim() }),
      (failure) => {
        const internal = isApiError(failure) && failure.status >= 500;
        fail(t('avatar.generateFailed'), t(internal ? 'avatar.internalError' : 'avatar.tryLater'));
      },
    );

  return (
    <Input.Wrapper id={id} label={label ?? t('avatar.label')} error={problem ?? error} labelElement="div">
      <Group gap="md" mt={4}>
        <Avatar src={value} name={hint.trim() || undefined} color="initials" size={56} alt={t('avatar.alt')} data-user-content />
        <Group gap="xs">
          <FileButton
            onChange={upload}
            accept={AVATAR_ACCEPT}
            resetRef={resetInput}
            disabled={disabled || busy !== null}
            inputProps={{ 'aria-label': t('avatar.upload') }}
          >
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />} loading={busy === 'upload'} disabled={disabled || busy !== null}>
                {t('avatar.upload')}
              </Button>
            )}
          </FileButton>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSparkles size={14} />}
            onClick={() => void generate()}
            loading={busy === 'generate'}
            disabled={disabled || busy !== null || hint.trim() === ''}
          >
            {t('avatar.generate')}
          </Button>
        </Group>
      </Group>
    </Input.Wrapper>
  );
}
