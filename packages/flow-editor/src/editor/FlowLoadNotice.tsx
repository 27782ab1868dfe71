// What the editor and the read-only view show while their flow loads, or when it could not load.
import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FlowLoadNotice({ status }: { status: 'loading' | 'failed' }) {
  const { t } = useTranslation('editor');
  return <Center h="100%">{status === 'loading' ? <Loader aria-label={t('common:loading')} /> : <Text c="dimmed">{t('page.loadFailed')}</Text>}</Center>;
}
