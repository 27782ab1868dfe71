import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApi, IconBooks, IconHeadset, IconPuzzle, IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const sellingPoints = [
  { key: 'noCode', Icon: IconRobot },
  { key: 'api', Icon: IconApi },
  { key: 'scenarios', Icon: IconPuzzle },
  { key: 'knowledge', Icon: IconBooks },
  { key: 'support', Icon: IconHeadset },
] as const;

export function MarketingPanel() {
  const { t } = useTranslation('auth');
  return (
    <Stack
      component="aside"
      justify="space-between"
      h="100%"
      p={48}
      c="white"
      style={{ background: 'linear-gradient(150deg, var(--mantine-color-indigo-8) 0%, var(--mantine-color-indigo-6) 45%, var(--mantine-color-cyan-6) 100%)' }}
    >
      <Stack gap="xl" maw={520}>
        <Stack gap="sm">
          <Title order={1} fz={32} lh={1.3}>
            {t('marketing.headline')}
          </Title>
          <Text size="lg" opacity={0.9}>
            {t('marketing.subtitle')}
          </Text>
        </Stack>
        <Stack gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {sellingPoints.map(({ key, Icon }) => (
            <Group key={key} component="li" align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={40} radius="md" variant="white" color="indigo">
                <Icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Box>
                <Text fw={600}>{t(`marketing.points.${key}.title`)}</Text>
                <Text size="sm" opacity={0.85}>
                  {t(`marketing.points.${key}.description`)}
                </Text>
              </Box>
            </Group>
          ))}
        </Stack>
      </Stack>
      <Text size="xs" opacity={0.75} component="footer">
        {t('marketing.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Stack>
  );
}
