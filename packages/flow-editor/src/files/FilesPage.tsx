// /files (我的文件, spec/3 sections 2, 5 and 8): the user's files with search, upload with
// progress, rename, download, duplicate and delete after a confirmation. Files are checked against
// the server's types and the configured size limit before they are sent.
import { DEFAULT_MAX_FILE_SIZE_MB, UPLOAD_EXTENSIONS, type UserFile } from '@app/api-client';
import { ConfirmDialog } from '@app/ui';
import { Button, Center, FileButton, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFiles, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { searchFiles, uploadProblem } from './fileRules';
import { FilesTable } from './FilesTable';
import { RenameFileDialog } from './RenameFileDialog';
import { useUserFiles } from './useUserFiles';

export interface FilesPageProps {
  /** The config's max_file_size_upload, MB (default 100). */
  maxFileSizeMb?: number;
}

type Dialog = 'rename' | 'delete' | null;

const ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function FilesPage({ maxFileSizeMb = DEFAULT_MAX_FILE_SIZE_MB }: FilesPageProps) {
  const { t } = useTranslation('files');
  const { notify } = useFlowEditor();
  const data = useUserFiles();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  // Kept after a dialog closes, so its text does not change while it fades out.
  const [target, setTarget] = useState<UserFile | null>(null);
  const open = (next: Dialog, file: UserFile) => {
    setTarget(file);
    setDialog(next);
  };

  const upload = (chosen: File[]) => {
    const accepted = chosen.filter((file) => {
      const problem = uploadProblem(file, maxFileSizeMb);
      if (problem) notify({ kind: 'error', title: t(`rules.${problem.key}`, problem) });
      return problem === null;
    });
    if (accepted.length > 0) void data.uploads.upload(accepted);
  };

  const shown = searchFiles(data.files, query);
  const nothing = data.files.length === 0 && data.uploads.items.length === 0;
  const deleteMessage = target ? t(target.provider === null ? 'delete.message' : 'delete.external', { name: target.name }) : '';

  return (
    <Paper p="lg">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={3}>{t('title')}</Title>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            w={260}
            aria-label={t('search')}
            placeholder={t('search')}
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <FileButton onChange={upload} accept={ACCEPT} multiple>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />}>
                {t('upload')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {data.loading && nothing ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : nothing ? (
        <Stack align="center" gap={4} py="xl" c="dimmed">
          <IconFiles size={40} stroke={1.2} />
          <Text fw={500}>{t('empty')}</Text>
          <Text size="sm">{t('emptyHint')}</Text>
        </Stack>
      ) : (
        <>
          <FilesTable
            files={shown}
            uploads={data.uploads.items}
            onRename={(file) => open('rename', file)}
            onDownload={(file) => void data.download(file)}
            onDuplicate={(file) => void data.duplicate(file)}
            onDelete={(file) => open('delete', file)}
            onRetry={(key) => void data.uploads.retry(key)}
            onDismiss={data.uploads.dismiss}
          />
          {shown.length === 0 && data.files.length > 0 && (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {t('noResults')}
            </Text>
          )}
        </>
      )}
      <RenameFileDialog file={target} opened={dialog === 'rename'} onClose={() => setDialog(null)} onRename={data.rename} />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('delete.title')}
        message={deleteMessage}
        onConfirm={() => (target ? data.remove(target) : Promise.resolve())}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
