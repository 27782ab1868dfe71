import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconHexagons } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The brand's mark and name. Without a link: the sign-in page shows it before the router loads. */
export function BrandMark() {
  const { t } = useTranslation('shell');
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan', deg: 135 }}>
        <IconHexagons size={20} stroke={1.8} />
      </ThemeIcon>
      <Text fw={700} size="md">
        {t('brand')}
      </Text>
    </Group>
  );
}
