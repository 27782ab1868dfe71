import { Center, SegmentedControl, Tooltip, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const options = [
  { value: 'light', Icon: IconSun },
  { value: 'dark', Icon: IconMoon },
  { value: 'auto', Icon: IconDeviceDesktop },
] as const;

const labelKey = { light: 'theme.light', dark: 'theme.dark', auto: 'theme.system' } as const;

export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      aria-label={t('theme.label')}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={options.map(({ value, Icon }) => ({
        value,
        label: (
          <Tooltip label={t(labelKey[value])} withinPortal>
            <Center aria-label={t(labelKey[value])} data-testid={`theme-${value}`}>
              <Icon size={16} stroke={1.6} />
            </Center>
          </Tooltip>
        ),
      }))}
    />
  );
}
