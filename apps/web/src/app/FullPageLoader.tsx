import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FullPageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center h="100vh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
