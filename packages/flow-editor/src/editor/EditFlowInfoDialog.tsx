// 编辑信息: the flow's name, description, icon and its colour, endpoint name and tags (spec/3
// section 5, Flow info form; the icon from the fixed set, or a png/jpg/jpeg logo uploaded through
// flows/upload_logo). The name must be unique among the user's flows; the server's refusal says so too.
import { FLOW_LOGO_EXTENSIONS, FLOW_LOGO_MAX_MB, fileExtension, isUploadedLogo } from '@app/api-client';
import { FLOW_NAME_MAX_LENGTH, type FlowRecord } from '@app/flow-graph';
import { DialogForm } from '@app/ui';
import { ActionIcon, ColorInput, FileButton, Group, Input, Modal, TagsInput, Textarea, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { serverDetail, useToasts } from '../context/useToasts';
import { FLOW_ICON_COLOURS, FLOW_ICON_NAMES, FlowIcon } from '@app/chat-ui';
import { flowInfoOf, isNameTakenRefusal, toFlowUpdate, validateFlowInfo, type FlowInfoErrors, type FlowInfoValues } from './flowInfoForm';

export interface EditFlowInfoDialogProps {
  opened: boolean;
  flow: FlowRecord;
  onClose(): void;
  /** The flow as the server saved it. */
  onSaved(flow: FlowRecord): void;
}

export function EditFlowInfoDialog({ opened, flow, onClose, onSaved }: EditFlowInfoDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <Modal opened={opened} onClose={onClose} title={t('info.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
      <FlowInfoForm flow={flow} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function FlowInfoForm({ flow, onClose, onSaved }: Omit<EditFlowInfoDialogProps, 'opened'>) {
  const { t, i18n } = useTranslation('editor');
  const { api, notify } = useFlowEditor();
  const toasts = useToasts();
  const [values, setValues] = useState<FlowInfoValues>(() => flowInfoOf(flow, i18n.language));
  const [errors, setErrors] = useState<FlowInfoErrors>({});
  const [takenNames, setTakenNames] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  // The logo uploaded in this dialog, or the flow's own, stays on offer beside the fixed icons.
  const [logo, setLogo] = useState<string | null>(isUploadedLogo(flow.icon) ? flow.icon : null);

  useEffect(() => {
    let live = true;
    // Without the list the server's refusal still catches a taken name.
    api.flows.all({ header_flows: true }).then(
      (flows) => live && setTakenNames(new Set(flows.filter((other) => other.id !== flow.id).map((other) => other.name))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, flow.id]);

  const change = <K extends keyof FlowInfoValues>(key: K, value: FlowInfoValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'name' || key === 'endpointName') setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const errorText = (key: keyof FlowInfoErrors) => (errors[key] ? t(errors[key], { max: FLOW_NAME_MAX_LENGTH }) : undefined);

  const uploadLogo = async (file: File | null) => {
    if (!file) return;
    const extension = fileExtension(file.name);
    if (!(FLOW_LOGO_EXTENSIONS as readonly string[]).includes(extension)) {
      notify({ kind: 'error', title: t('info.logoTypeNotAllowed', { list: FLOW_LOGO_EXTENSIONS.join(', ') }) });
      return;
    }
    if (file.size > FLOW_LOGO_MAX_MB * 1024 * 1024) {
      notify({ kind: 'error', title: t('info.logoTooLarge', { max: FLOW_LOGO_MAX_MB }) });
      return;
    }
    setUploading(true);
    try {
      const { file_path } = await api.flows.uploadLogo(file);
      setLogo(file_path);
      change('icon', file_path);
    } catch (error) {
      toasts.failed(t('info.logoFailed'), error);
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    const problems = validateFlowInfo(values, takenNames);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const saved = await api.flows.update(flow.id, toFlowUpdate(values));
      toasts.succeeded(t('info.saved'));
      onSaved(saved);
    } catch (error) {
      if (isNameTakenRefusal(serverDetail(error, i18n))) setErrors({ name: 'info.nameTaken' });
      else toasts.failed(t('info.saveFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogForm onSubmit={() => void submit()} onCancel={onClose} saving={saving}>
      <TextInput label={t('info.name')} withAsterisk value={values.name} error={errorText('name')} onChange={(event) => change('name', event.currentTarget.value)} data-autofocus />
      <Textarea label={t('info.description')} autosize minRows={2} maxRows={6} value={values.description} onChange={(event) => change('description', event.currentTarget.value)} />
      <Input.Wrapper label={t('info.icon')} description={t('info.logoHint', { max: FLOW_LOGO_MAX_MB })}>
        <Group gap={6} mt={4}>
          {logo && (
            <ActionIcon
              size={36}
              variant={values.icon === logo ? 'light' : 'subtle'}
              color={values.icon === logo ? undefined : 'gray'}
              aria-label={t('info.uploadedLogo')}
              aria-pressed={values.icon === logo}
              onClick={() => change('icon', logo)}
            >
              <FlowIcon icon={logo} color={values.iconBgColor} size={28} />
            </ActionIcon>
          )}
          {FLOW_ICON_NAMES.map((name) => (
            <ActionIcon
              key={name}
              size={36}
              variant={values.icon === name ? 'light' : 'subtle'}
              color={values.icon === name ? undefined : 'gray'}
              aria-label={t('info.iconOption', { name })}
              aria-pressed={values.icon === name}
              onClick={() => change('icon', name)}
            >
              <FlowIcon icon={name} color={values.iconBgColor} size={28} />
            </ActionIcon>
          ))}
          <FileButton onChange={(file) => void uploadLogo(file)} accept={FLOW_LOGO_EXTENSIONS.map((extension) => `.${extension}`).join(',')}>
            {(props) => (
              <ActionIcon {...props} size={36} variant="default" loading={uploading} aria-label={t('info.uploadLogo')}>
                <IconUpload size={16} />
              </ActionIcon>
            )}
          </FileButton>
        </Group>
      </Input.Wrapper>
      <ColorInput
        label={t('info.iconColor')}
        format="hex"
        swatches={FLOW_ICON_COLOURS}
        swatchesPerRow={FLOW_ICON_COLOURS.length}
        value={values.iconBgColor.startsWith('#') ? values.iconBgColor : `#${values.iconBgColor}`}
        onChange={(colour) => change('iconBgColor', colour)}
      />
      <TextInput
        label={t('info.endpointName')}
        description={t('info.endpointHint')}
        value={values.endpointName}
        error={errorText('endpointName')}
        onChange={(event) => change('endpointName', event.currentTarget.value)}
      />
      <TagsInput
        label={t('info.tags')}
        placeholder={t('info.tagsPlaceholder')}
        value={values.tags}
        onChange={(tags) => change('tags', tags)}
        acceptValueOnBlur
        allowDuplicates={false}
        clearable
      />
    </DialogForm>
  );
}
