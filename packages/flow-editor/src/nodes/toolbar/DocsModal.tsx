// A component's documentation (the 文档 action): its markdown, sanitized.
import { Modal, Typography } from '@mantine/core';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { useTranslation } from 'react-i18next';
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
        <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
          {documentation}
        </Markdown>
      </Typography>
    </Modal>
  );
}
