import { ActionIcon, Divider, Group, Stack, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServerInfo } from '../app/services';
import { ThemeSwitch } from '../theme/ThemeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { SocialQrPopover } from './SocialQrPopover';
import { UserMenu } from './UserMenu';

export function SidebarFooter() {
  const { t } = useTranslation('shell');
  const helpUrl = useServerInfo((s) => s.config?.help_url ?? null);
  const socialUrl = useServerInfo((s) => s.config?.social_url ?? null);

  return (
    <Stack gap="xs">
      <Group gap={4}>
        {helpUrl && (
          <Tooltip label={t('footer.help')}>
            <ActionIcon component="a" href={helpUrl} target="_blank" rel="noopener noreferrer" variant="subtle" color="gray" size="lg" aria-label={t('footer.help')}>
              <IconHelp size={20} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        )}
        {socialUrl && <SocialQrPopover url={socialUrl} />}
        <LanguageSwitch />
      </Group>
      <ThemeSwitch />
      <Divider />
      <UserMenu />
    </Stack>
  );
}
