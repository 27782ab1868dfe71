// The editor's 试运行: the playground over the flow being edited, full screen, with its messages
// on the server and attachments stored beside the flow; its title bar has the public switch.
import { Group, Modal, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useFlowStore } from '../store/FlowStoreProvider';
import { serverPlaygroundMessages } from './playgroundMessages';
import { PlaygroundView } from './PlaygroundView';
import { PublicAccessToggle } from './PublicAccessToggle';

export interface PlaygroundModalProps {
  opened: boolean;
  onClose(): void;
  onComponentClick?(componentId: string): void;
}

export function PlaygroundModal({ opened, onClose, onComponentClick }: PlaygroundModalProps) {
  const { t } = useTranslation('playground');
  const { api } = useFlowEditor();
  const flowId = useFlowStore((state) => state.flow.id);
  const source = useMemo(() => serverPlaygroundMessages(api.monitor, flowId), [api, flowId]);
  const upload = async (file: File) => ({ path: (await api.files.uploadToFlow(flowId, file)).file_path });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={
        <Group gap="xl">
          <Text fw={600}>{t('title')}</Text>
          <PublicAccessToggle />
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common:close') }}
      styles={{ body: { height: 'calc(100% - 60px)', padding: 0 } }}
    >
      {opened && <PlaygroundView source={source} onUpload={upload} onComponentClick={onComponentClick} />}
    </Modal>
  );
}
