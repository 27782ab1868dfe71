// The add-component button, top-left of the canvas (spec/3 section 2, Canvas): opens the
// component search of the sidebar (expanding it when collapsed).
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlowStore } from '../store/FlowStoreProvider';

export function AddComponentButton({ onOpenSearch }: { onOpenSearch(): void }) {
  const { t } = useTranslation('canvas');
  const locked = useFlowStore((state) => state.locked);
  return (
    <Tooltip label={t('addComponent')} openDelay={500}>
      <ActionIcon variant="default" size="lg" aria-label={t('addComponent')} disabled={locked} onClick={onOpenSearch}>
        <IconPlus size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
