// The playground's left side (spec/3 section 2): the flow's icon and name (or 试运行), the hide
// toggle, the sessions under 聊天, the flow's input and output components, and on the public page
// a theme switch and a promo link.
import { SessionList } from '@app/chat-ui';
import { ActionIcon, Button, Divider, Group, NavLink, ScrollArea, Stack, Text, Tooltip, useMantineColorScheme } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FlowIcon } from '@app/chat-ui';

export interface PlaygroundComponent {
  id: string;
  name: string;
}

export interface PlaygroundSidebarProps {
  flow: { id: string; name?: string; icon?: string | null; icon_bg_color?: string | null };
  sessions: string[];
  selected: string | undefined;
  components: readonly PlaygroundComponent[];
  selectedComponent: string | undefined;
  isPublic: boolean;
  onHide(): void;
  onSelect(sessionId: string): void;
  onNew(): void;
  onRename(sessionId: string, nextId: string): void;
  onDelete(sessionId: string): void;
  onLogs(sessionId: string): void;
  onComponent(nodeId: string): void;
}

function ThemeSwitch() {
  const { t } = useTranslation('playground');
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  return (
    <Tooltip label={t('public.theme')}>
      <ActionIcon variant="subtle" color="gray" aria-label={t('public.theme')} onClick={toggleColorScheme}>
        {colorScheme === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}

export function PlaygroundSidebar(props: PlaygroundSidebarProps) {
  const { t } = useTranslation('playground');
  const { flow, components } = props;
  return (
    <Stack gap="sm" p="sm" h="100%" w={260} style={{ borderRight: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <FlowIcon icon={flow.icon ?? undefined} color={flow.icon_bg_color ?? undefined} size={28} />
          <Text fw={600} truncate data-user-content={flow.name ? '' : undefined}>
            {flow.name || t('title')}
          </Text>
        </Group>
        <Tooltip label={t('hideSidebar')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('hideSidebar')} onClick={props.onHide}>
            <IconLayoutSidebarLeftCollapse size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ScrollArea style={{ flex: 1 }}>
        <SessionList
          sessions={props.sessions}
          selected={props.selected}
          defaultSessionId={flow.id}
          onSelect={props.onSelect}
          onNew={props.onNew}
          onRename={props.onRename}
          onDelete={props.onDelete}
          onLogs={props.onLogs}
        />
        <Divider my="sm" label={t('components')} labelPosition="left" />
        {components.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('noComponents')}
          </Text>
        ) : (
          components.map((component) => (
            <NavLink key={component.id} label={component.name} active={props.selectedComponent === component.id} onClick={() => props.onComponent(component.id)} data-user-content />
          ))
        )}
      </ScrollArea>
      {props.isPublic && (
        <Group justify="space-between" wrap="nowrap">
          <ThemeSwitch />
          <Button component="a" href="/" variant="light" size="xs">
            {t('public.promo')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
