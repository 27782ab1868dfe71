// One app of the marketplace or the favourites (spec/2 section 2): 215 px high, with its icon on
// its colour, name, description, author and avatar, likes, the favourite star and the time it was
// published (发布于) or edited (编辑于). A click anywhere but the star opens the app's chat.
import type { StoreApp } from '@app/api-client';
import { FlowIcon, formatMinute } from '@app/chat-ui';
import { ActionIcon, Avatar, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconHeart, IconStar, IconStarFilled } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardTime } from './cardTime';

/** The card height of spec/2 section 9. */
export const APP_CARD_HEIGHT = 215;

export interface AppCardProps {
  app: StoreApp;
  onOpen(storeId: string): void;
  onToggleFavourite(app: StoreApp): void;
  /** The favourite call is under way: the star waits. */
  toggling?: boolean;
}

export function AppCard({ app, onOpen, onToggleFavourite, toggling }: AppCardProps) {
  const { t } = useTranslation('marketplace');
  const time = cardTime(app);
  const starLabel = app.collect ? t('card.uncollect') : t('card.collect');
  const open = () => onOpen(app.id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open();
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      h={APP_CARD_HEIGHT}
      role="link"
      tabIndex={0}
      aria-label={app.name}
      data-testid={`app-card-${app.id}`}
      onClick={open}
      onKeyDown={onKeyDown}
      style={{ cursor: 'pointer', display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <FlowIcon kind="app" icon={app.icon} color={app.icon_bg_color} size={40} />
          <Text fw={600} lineClamp={1} title={app.name} data-user-content>
            {app.name}
          </Text>
        </Group>
        <Tooltip label={starLabel} withinPortal={false}>
          <ActionIcon
            variant="subtle"
            color={app.collect ? 'yellow' : 'gray'}
            aria-label={starLabel}
            aria-pressed={app.collect}
            loading={toggling}
            onClick={(event) => {
              event.stopPropagation();
              onToggleFavourite(app);
            }}
          >
            {app.collect ? <IconStarFilled size={18} /> : <IconStar size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={3} mt="sm" style={{ flex: 1 }} data-user-content={app.description ? '' : undefined}>
        {app.description || t('card.noDescription')}
      </Text>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Avatar src={app.user_profile_image} size={20} radius="xl" alt={app.user_name} data-user-content>
              {app.user_name.slice(0, 1)}
            </Avatar>
            <Text size="xs" truncate data-user-content>
              {app.user_name}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap" aria-label={t('card.likes', { count: app.likes })}>
            <IconHeart size={14} color="var(--mantine-color-red-6)" />
            <Text size="xs">{app.likes}</Text>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`card.${time.label}`, { time: formatMinute(time.at) })}
        </Text>
      </Stack>
    </Paper>
  );
}
