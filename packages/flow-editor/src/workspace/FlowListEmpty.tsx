// The list's empty states (spec/3 section 2): 空白文件夹 when the user has more than one folder,
// otherwise 开始构建 with 新建工作流; a search without matches says so. On the components tab the hint
// says where components come from, not how to build a first flow.
import { Button, Stack, Text } from '@mantine/core';
import { IconFolderOpen, IconPlus, IconRocket, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface FlowListEmptyProps {
  reason: 'search' | 'folder' | 'start';
  /** The components tab is the one shown. */
  components?: boolean;
  onNewFlow(): void;
}

export function FlowListEmpty({ reason, components = false, onNewFlow }: FlowListEmptyProps) {
  const { t } = useTranslation('workspace');
  if (reason === 'search') {
    return (
      <Stack align="center" gap={4} py="xl" c="dimmed">
        <IconSearch size={36} stroke={1.2} />
        <Text fw={500}>{t('empty.noResults')}</Text>
      </Stack>
    );
  }
  const Glyph = reason === 'folder' ? IconFolderOpen : IconRocket;
  return (
    <Stack align="center" gap="xs" py="xl">
      <Glyph size={40} stroke={1.2} color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{reason === 'folder' ? t('empty.folderTitle') : t('empty.startTitle')}</Text>
      <Text size="sm" c="dimmed">
        {reason === 'folder' ? t('empty.folderHint') : components ? t('empty.componentsHint') : t('empty.startHint')}
      </Text>
      {reason === 'start' && (
        <Button mt="xs" leftSection={<IconPlus size={16} />} onClick={onNewFlow}>
          {t('empty.newFlow')}
        </Button>
      )}
    </Stack>
  );
}
