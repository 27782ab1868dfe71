// A file field: the chosen files' names (cut at 25 characters), an upload button and the picker of
// the user's files (我的文件). The File component reads the server paths, kept in `file_path`;
// `value` holds the names shown (a list field holds lists of both). Uploads go to the user's files,
// so they are in the picker afterwards too.
import type { UserFile } from '@app/api-client';
import { Button, CloseButton, FileButton, Group, Pill, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileUpload, IconFolderOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { serverDetail } from '../context/useToasts';
import { isStorageFull, storageFullNotice } from '../files/storageFull';
import { FilePickerModal } from '../modals';
import { cutText, FILE_NAME_MAX, fileNameOf, stringList, uploadRefusal } from './fieldRules';
import type { FieldEditorProps } from './types';

/** The console's 我的文件 page, where files are renamed, duplicated and deleted. */
export const FILES_PAGE_PATH = '/files';

/** A stored file's name with its extension (the record's name has none; its path has it). */
const shownName = (file: UserFile) => {
  const extension = /\.([^./]+)$/.exec(file.path)?.[1];
  return extension ? `${file.name}.${extension}` : file.name;
};

export function FileField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const { t, i18n } = useEditorTranslation('fields');
  const { api, notify } = useFlowEditor();
  const [opened, setOpened] = useState(false);
  const [uploading, setUploading] = useState(false);
  const multiple = field.list === true;
  const paths = stringList(field.file_path);
  const names = stringList(field.value);
  const nameAt = (index: number) => names[index] || fileNameOf(paths[index] ?? '');

  const set = (chosen: Array<{ path: string; name: string }>) => {
    if (multiple) onChange(chosen.map((file) => file.name), { file_path: chosen.map((file) => file.path) });
    else onChange(chosen[0]?.name ?? '', { file_path: chosen[0]?.path ?? '' });
  };
  const keep = (kept: string[]) => set(kept.map((path) => ({ path, name: nameAt(paths.indexOf(path)) })));

  // The picker answers paths; the names come from the user's file list.
  const pick = async (picked: string[]) => {
    const chosen = multiple ? picked : picked.slice(0, 1);
    const known = new Map<string, string>();
    try {
      for (const file of await api.files.list()) known.set(file.path, shownName(file));
    } catch {
      // Without the list the names are the paths' last parts.
    }
    set(chosen.map((path) => ({ path, name: known.get(path) ?? (names[paths.indexOf(path)] || fileNameOf(path)) })));
  };

  const upload = async (files: File[]) => {
    const refusal = files.map((file) => uploadRefusal(file.name, field.fileTypes)).find((message) => message !== undefined);
    if (refusal) {
      notify({ kind: 'error', title: t('file.uploadFailed'), list: [refusal] });
      return;
    }
    setUploading(true);
    try {
      const stored: Array<{ path: string; name: string }> = [];
      for (const file of files) {
        const record = await api.files.upload(file);
        stored.push({ path: record.path, name: shownName(record) });
      }
      set(multiple ? [...paths.map((path, index) => ({ path, name: nameAt(index) })), ...stored] : stored);
    } catch (error) {
      if (isStorageFull(error)) notify(storageFullNotice(error, i18n, 'myFiles'));
      else notify({ kind: 'error', title: t('file.uploadFailed'), list: [serverDetail(error, i18n) ?? t('file.uploadFailedDefault')] });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={4}>
      {paths.length === 0 ? (
        <Text size="xs" c="dimmed" aria-label={label}>
          {t('file.none')}
        </Text>
      ) : (
        <Pill.Group aria-label={label} role="group">
          {paths.map((path, index) => (
            <Tooltip key={path} label={nameAt(index)} openDelay={500}>
              <Pill>
                <Group gap={2} wrap="nowrap">
                  {cutText(nameAt(index), FILE_NAME_MAX)}
                  {!readOnly && (
                    <CloseButton size="xs" aria-label={t('file.remove', { name: nameAt(index) })} onClick={() => keep(paths.filter((_, at) => at !== index))} />
                  )}
                </Group>
              </Pill>
            </Tooltip>
          ))}
        </Pill.Group>
      )}
      {!readOnly && (
        <Group gap={4}>
          <FileButton
            onChange={(chosen: File | File[] | null) => void upload(chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen])}
            multiple={multiple}
            accept={field.fileTypes?.map((type) => `.${type}`).join(',')}>
            {(props) => (
              <Button {...props} size="compact-xs" variant="default" loading={uploading} leftSection={<IconFileUpload size={12} />}>
                {t('file.upload')}
              </Button>
            )}
          </FileButton>
          <Button size="compact-xs" variant="default" leftSection={<IconFolderOpen size={12} />} onClick={() => setOpened(true)}>
            {t('file.pick')}
          </Button>
        </Group>
      )}
      <FilePickerModal
        opened={opened}
        fileTypes={field.fileTypes ?? []}
        multiple={multiple}
        selected={paths}
        onClose={() => setOpened(false)}
        onSelect={(selected) => void pick(selected)}
        // A new tab: the editor, with its unsaved work and open dialogs, stays as it is.
        onOpenFilesPage={() => window.open(FILES_PAGE_PATH, '_blank', 'noopener')}
      />
    </Stack>
  );
}
