// The header of an app chat: on small screens the conversations toggle; the app's icon and name
// (opening the development-info drawer), the like button with its count, sharing, and the close
// button of is_close_btn=true.
import { ActionIcon, Badge, Button, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconInfoCircle, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppChatInfo, AppChatNotification } from './appChatApi';
import { FlowIcon } from '../shared/FlowIcon';
import { AppInfoDrawer } from './AppInfoDrawer';
import { SharePopover } from './SharePopover';

/** The header's height; the sidebar folded out on small screens opens below it. */
export const APP_CHAT_HEADER_HEIGHT = 56;

export interface AppChatHeaderProps {
  info: AppChatInfo;
  shareUrl: string;
  onLike(): void;
  notify(notification: AppChatNotification): void;
  /** Small screens: the sidebar toggle and the system share button show. */
  compact?: boolean;
  sidebarOpen?: boolean;
  onToggleSidebar?(): void;
  /** The developer preview of the working copy. */
  preview?: boolean;
  onClose?(): void;
}

export function AppChatHeader({ info, shareUrl, onLike, notify, compact, sidebarOpen, onToggleSidebar, preview, onClose }: AppChatHeaderProps) {
  const { t } = useTranslation('chat');
  const [infoOpen, setInfoOpen] = useState(false);
  const sidebarLabel = sidebarOpen ? t('app.hideSidebar') : t('app.showSidebar');
  return (
    <Group justify="space-between" wrap="nowrap" px="md" h={APP_CHAT_HEADER_HEIGHT} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} component="header">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {compact && onToggleSidebar && (
          <ActionIcon variant="subtle" color="gray" aria-label={sidebarLabel} onClick={onToggleSidebar}>
            {sidebarOpen ? <IconLayoutSidebarLeftCollapse size={18} /> : <IconLayoutSidebarLeftExpand size={18} />}
          </ActionIcon>
        )}
        <UnstyledButton onClick={() => setInfoOpen(true)} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <FlowIcon kind="app" icon={info.icon} color={info.icon_bg_color} size={28} />
            <Text fw={600} truncate data-user-content>
              {info.name}
            </Text>
          </Group>
        </UnstyledButton>
        {preview && (
          <Badge variant="light" color="orange">
            {t('app.preview')}
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button
          variant="subtle"
          color={info.liked ? 'red' : 'gray'}
          size="compact-sm"
          leftSection={info.liked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
          aria-label={`${info.liked ? t('app.liked') : t('app.like')} ${t('app.likeCount', { count: info.likes })}`}
          aria-pressed={info.liked}
          onClick={onLike}
        >
          {info.likes}
        </Button>
        <SharePopover url={shareUrl} title={info.name} compact={compact} notify={notify} />
        <Tooltip label={t('app.info')} withinPortal={false}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('app.info')} onClick={() => setInfoOpen(true)}>
            <IconInfoCircle size={18} />
          </ActionIcon>
        </Tooltip>
        {onClose && (
          <Tooltip label={t('app.close')} withinPortal={false}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('app.close')} onClick={onClose}>
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <AppInfoDrawer info={info} opened={infoOpen} onClose={() => setInfoOpen(false)} />
    </Group>
  );
}
