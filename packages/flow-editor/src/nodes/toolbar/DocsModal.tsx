// A component's documentation (the 文档 action): its markdown, sanitized.
import { Modal, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '../../markdown/LazyMarkdown';
import { MODAL_SIZES } from '../../modals/sizes';

export interface DocsModalProps {
  opened: boolean;
  name: string;
  documentation: string;
  onClose(): void;
}

export function DocsModal({ opened, name, documentation, onClose }: DocsModalProps) {
  const { t } = useTranslation('nodes');
  return (
    <Modal opened={opened} onClose={onClose} title={t('toolbar.docsTitle', { name })} size={MODAL_SIZES.medium}>
      <Typography>
        <LazyMarkdown text={documentation} />
      </Typography>
    </Modal>
  );
}
