// The development-info drawer of an app chat: icon, name, author avatar and name, published-at
// time (yyyy-MM-dd HH:mm), description and likes. Name, author and description are user data.
import { Avatar, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppChatInfo } from './appChatApi';
import { FlowIcon } from '../shared/FlowIcon';
import { formatMinute } from './formatTime';

export interface AppInfoDrawerProps {
  info: AppChatInfo;
  opened: boolean;
  onClose(): void;
}

export function AppInfoDrawer({ info, opened, onClose }: AppInfoDrawerProps) {
  const { t } = useTranslation('chat');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('app.info')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <FlowIcon kind="app" icon={info.icon} color={info.icon_bg_color} size={48} />
          <Text fw={600} size="lg" data-user-content>
            {info.name}
          </Text>
        </Group>
        <Row label={t('app.author')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={info.user_profile_image} size="sm" radius="xl" alt={info.user_name}>
              {info.user_name.slice(0, 1)}
            </Avatar>
            <Text size="sm" data-user-content>
              {info.user_name}
            </Text>
          </Group>
        </Row>
        <Row label={t('app.publishedAt')}>
          <Text size="sm">{formatMinute(info.released_at) || t('app.notPublished')}</Text>
        </Row>
        <Row label={t('app.description')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-user-content={info.description ? '' : undefined}>
            {info.description || t('app.noDescription')}
          </Text>
        </Row>
        <Row label={t('app.likes')}>
          <Text size="sm">{info.likes}</Text>
        </Row>
      </Stack>
    </Drawer>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
