// The chat's message box: Enter sends, Shift+Enter adds a line, keys that confirm an input-method
// composition never send; it grows to 150 px. Files can be attached (checked, then uploaded by the
// app). While a build runs nothing is sent and a stop button shows.
import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isComposing } from '../shared/keys';
import { preloadChatMarkdown } from '../markdown/loadMarkdown';
import { LazyTooltip, loadTooltips } from '../shared/LazyTooltip';
import type { AttachmentRefusal } from './attachmentRules';
import { AttachmentList } from './AttachmentList';
import { useAttachments, type UploadChatFile, type UploadedChatFile } from './useAttachments';

/** The chat input's maximum height (spec/3 section 9). */
export const CHAT_INPUT_MAX_HEIGHT = 150;

export interface ChatInputProps {
  onSend(text: string, files: UploadedChatFile[]): void;
  disabled?: boolean;
  /** A build is running: sending is ignored and the stop button shows. */
  building?: boolean;
  onStop?(): void;
  /** Offers attachments; they also need onUpload. */
  allowFiles?: boolean;
  /** Extensions allowed, without dots; the server's upload types when not given. */
  fileTypes?: readonly string[];
  /** MB; the configured max upload size, 100 when not given. */
  maxFileSizeMb?: number;
  /** Stores a file, reporting progress from 0 to 1; rejecting marks it failed with a retry. */
  onUpload?: UploadChatFile;
  placeholder?: string;
  /** What an empty message shows; 未提供输入消息。 when not given. */
  emptyMessage?: string;
  /** The attach button's name and tooltip; 添加附件 when not given. */
  attachLabel?: string;
  /** The input box's voice state, such as VoiceAssistantButton; shown before the send button. */
  voiceControl?: ReactNode;
}

export function ChatInput({ onSend, disabled, building, onStop, allowFiles, fileTypes, maxFileSizeMb, onUpload, placeholder, emptyMessage, attachLabel, voiceControl }: ChatInputProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const canAttach = Boolean(allowFiles && onUpload);
  // Clears the picker so the same file can be picked again after removing it.
  const resetPicker = useRef<() => void>(null);
  // Pointing at or focusing the input: the tooltips' code, and the renderer the reply will need.
  const prepare = () => {
    void loadTooltips();
    preloadChatMarkdown();
  };

  const refusalText = (refusal: AttachmentRefusal): string => {
    switch (refusal.reason) {
      case 'noExtension':
        return t('input.noExtension');
      case 'typeNotAllowed':
        return t('input.typeNotAllowed', { list: refusal.allowed.join(', ') });
      case 'tooLarge':
        return t('input.fileTooLarge', { max: refusal.maxMb });
      case 'dailyLimit':
        return t('input.dailyLimit', { max: refusal.limitMb });
    }
  };
  const attachments = useAttachments(onUpload, { fileTypes, maxFileSizeMb }, (refusal) => setNotice(refusalText(refusal)));

  const attach = (files: readonly File[]) => {
    const refusal = attachments.add(files);
    setNotice(refusal ? refusalText(refusal) : null);
    resetPicker.current?.();
  };

  const send = () => {
    if (disabled || building || attachments.uploading) return;
    const files = attachments.uploaded;
    if (text.trim() === '' && files.length === 0) {
      setNotice(emptyMessage ?? t('input.emptyMessage'));
      return;
    }
    onSend(text, files);
    setText('');
    setNotice(null);
    attachments.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || isComposing(event)) return;
    event.preventDefault();
    send();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (!canAttach || files.length === 0) return;
    event.preventDefault();
    attach(files);
  };

  return (
    <Stack gap={4}>
      <Paper withBorder radius="md" p="xs" onPointerEnter={prepare} onFocus={prepare}>
        <Stack gap="xs">
          {attachments.items.length > 0 && <AttachmentList items={attachments.items} onRetry={attachments.retry} onRemove={attachments.remove} />}
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Textarea
              aria-label={placeholder ?? t('input.placeholder')}
              placeholder={placeholder ?? t('input.placeholder')}
              value={text}
              disabled={disabled}
              autosize
              minRows={1}
              variant="unstyled"
              style={{ flex: 1 }}
              styles={{ input: { maxHeight: CHAT_INPUT_MAX_HEIGHT, overflowY: 'auto' } }}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setNotice(null);
              }}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
            />
            {canAttach && (
              <FileButton resetRef={resetPicker} multiple accept={fileTypes?.map((type) => `.${type.replace(/^\./, '')}`).join(',')} onChange={attach} disabled={disabled}>
                {(props) => (
                  <LazyTooltip label={attachLabel ?? t('input.attach')} withinPortal={false}>
                    <ActionIcon {...props} variant="subtle" color="gray" aria-label={attachLabel ?? t('input.attach')}>
                      <IconPaperclip size={18} />
                    </ActionIcon>
                  </LazyTooltip>
                )}
              </FileButton>
            )}
            {voiceControl}
            {building ? (
              <Button size="xs" color="red" variant="light" leftSection={<IconPlayerStopFilled size={14} />} onClick={onStop} disabled={!onStop}>
                {t('input.stop')}
              </Button>
            ) : (
              <LazyTooltip label={t('input.send')} withinPortal={false}>
                <ActionIcon variant="filled" aria-label={t('input.send')} onClick={send} disabled={disabled || attachments.uploading}>
                  <IconSend size={16} />
                </ActionIcon>
              </LazyTooltip>
            )}
          </Group>
        </Stack>
      </Paper>
      {notice && (
        <Text size="xs" c="red" role="alert">
          {notice}
        </Text>
      )}
    </Stack>
  );
}
