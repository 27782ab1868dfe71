import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconHexagons } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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

/** The brand mark as the way back to the marketplace. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <UnstyledButton component={Link} to="/explore" onClick={onNavigate} aria-label={t('nav.home')}>
      <BrandMark />
    </UnstyledButton>
  );
}
