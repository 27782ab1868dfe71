// The file picker (我的文件, spec/3 sections 2, 5 and 9): the user's files, newest first with
// uploads in progress on top, fuzzy search, an upload button, and selection of one or several
// files whose types the field allows. onSelect gets the chosen files' paths.
import { Badge, Button, FileButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../../context/FlowEditorProvider';
import { ModalActions } from '../ModalActions';
import { MODAL_SIZES } from '../sizes';
import { useResetOnOpen } from '../useResetOnOpen';
import { FileList } from './FileList';
import { extensionProblem, fileTypeProblem, listedFiles, normalizeTypes, selectionProblem, typeSummary, type FileRuleProblem, type PickerFile } from './filePickerRules';
import { useFilePicker } from './useFilePicker';

export interface FilePickerModalProps {
  opened: boolean;
  /** Extensions the field takes (the field's fileTypes); empty takes any. */
  fileTypes: string[];
  /** A list field takes several files; any other exactly one. */
  multiple: boolean;
  /** Paths chosen so far. */
  selected: string[];
  onClose(): void;
  /** The chosen files' paths; the modal then calls onClose. */
  onSelect(paths: string[]): void;
  /** Opens the files page (/files), where files are renamed and deleted. */
  onOpenFilesPage?(): void;
}

export function FilePickerModal({ opened, fileTypes, multiple, selected, onClose, onSelect, onOpenFilesPage }: FilePickerModalProps) {
  const { t } = useTranslation('modals');
  const { notify } = useFlowEditor();
  const picker = useFilePicker(opened);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string[]>(selected);
  useResetOnOpen(opened, () => {
    setQuery('');
    setChosen(selected);
  });

  const allowed = normalizeTypes(fileTypes);
  const types = typeSummary(allowed);
  const shown = listedFiles(picker.files, query);
  const refuse = (problem: FileRuleProblem) => notify({ kind: 'error', title: t(`files.${problem.key}`, problem) });
  const isAllowed = (file: PickerFile) => extensionProblem(file.type, allowed) === null;

  const toggle = (file: PickerFile) =>
    setChosen((current) => {
      if (current.includes(file.key)) return current.filter((path) => path !== file.key);
      return multiple ? [...current, file.key] : [file.key];
    });

  const upload = async (files: File[]) => {
    const accepted = files.filter((file) => {
      const problem = fileTypeProblem(file.name, allowed);
      if (problem) refuse(problem);
      return problem === null;
    });
    if (accepted.length === 0) return;
    const paths = await picker.upload(accepted);
    // New uploads are chosen as far as the field takes them.
    if (multiple) setChosen((current) => [...current, ...paths]);
    else if (paths.length === 1) setChosen(paths);
  };

  const confirm = () => {
    const problem = selectionProblem(chosen.length, multiple);
    if (problem) {
      refuse(problem);
      return;
    }
    onSelect(chosen);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('files.title')} size={MODAL_SIZES.medium} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('files.search')}
            placeholder={t('files.search')}
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <FileButton onChange={(files) => void upload(files)} accept={allowed.map((type) => `.${type}`).join(',') || undefined} multiple>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />}>
                {t('files.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {types.names.length > 0 && (
          <Group gap={4}>
            {types.names.map((type) => (
              <Badge key={type} variant="outline" color="gray" size="sm">
                {type}
              </Badge>
            ))}
            {types.more > 0 && (
              <Badge variant="outline" color="gray" size="sm" title={allowed.join(', ')}>
                {t('files.moreTypes', { count: types.more })}
              </Badge>
            )}
          </Group>
        )}
        {picker.loading && picker.files.length === 0 ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        ) : shown.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={500}>{t('files.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('files.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <FileList files={shown} selected={chosen} isAllowed={isAllowed} onToggle={toggle} />
        )}
        <Group justify="space-between">
          {onOpenFilesPage ? (
            <Button variant="subtle" size="compact-sm" onClick={onOpenFilesPage}>
              {t('files.manage')}
            </Button>
          ) : (
            <span />
          )}
          <ModalActions readonly={false} saveLabel={t('files.select')} onCancel={onClose} onSave={confirm} />
        </Group>
      </Stack>
    </Modal>
  );
}
