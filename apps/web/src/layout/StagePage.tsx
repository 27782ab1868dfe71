import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function StagePage() {
  const { t } = useTranslation('shell');
  return (
    <Center h="60vh">
      <Text c="dimmed" size="lg">
        {t('stage.placeholder')}
      </Text>
    </Center>
  );
}
