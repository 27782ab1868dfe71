// The editor's left sidebar (spec/3 section 2, Component sidebar): the catalogue and the user's
// saved components by category, a fuzzy search, unique components disabled once on the canvas,
// and a collapsed form (mod+b) that shows only the category icons.
import type { ComponentCatalogue } from '@app/api-client';
import { canAddComponent, UNIQUE_COMPONENTS, type ComponentNode } from '@app/flow-graph';
import { ConfirmDialog } from '@app/ui';
import { Accordion, ActionIcon, Box, CloseButton, Group, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSearch } from '@tabler/icons-react';
import { useCallback, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useFlowStore } from '../store/FlowStoreProvider';
import type { FlowStoreState } from '../store/types';
import { CategoryIcon } from './categoryIcons';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebarCookie';
import { SidebarComponentItem } from './SidebarComponentItem';
import { catalogueItems, savedItems, sidebarSections, type SidebarItem } from './sidebarItems';
import { useSavedComponents } from './useSavedComponents';

export const SIDEBAR_WIDTH = '19rem';
export const SIDEBAR_COLLAPSED_WIDTH = '4rem';

/** What the page can ask of the sidebar: the canvas's '/' shortcut focuses its search. */
export interface ComponentSidebarHandle {
  focusSearch(): void;
}

export interface ComponentSidebarProps {
  /** The component catalogue (GET all) by category. */
  catalogue: ComponentCatalogue;
  /** Add a component at the viewport centre; `node` is set for a saved component. */
  onAdd?(type: string, node?: ComponentNode): void;
  ref?: Ref<ComponentSidebarHandle>;
}

const UNIQUE_TYPES = [...UNIQUE_COMPONENTS.keys()];

/** For each unique type, the refusal code when it is already on the canvas ('' when it can be added). */
const selectUniqueRefusals = (state: FlowStoreState) =>
  UNIQUE_TYPES.map((type) => {
    const verdict = canAddComponent(type, state.nodes);
    return verdict.ok ? '' : verdict.code;
  });

export function ComponentSidebar({ catalogue, onAdd, ref }: ComponentSidebarProps) {
  const { t } = useTranslation('editor');
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsedState] = useState(readSidebarCollapsed);
  const [opened, setOpened] = useState<string[]>([]);
  // The item stays set while the dialog closes so its text does not change under the fade.
  const [deleting, setDeleting] = useState<SidebarItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const saved = useSavedComponents();
  const refusals = useFlowStore(useShallow(selectUniqueRefusals));

  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    writeSidebarCollapsed(next);
  }, []);
  useHotkeys([['mod+b', () => setCollapsed(!collapsed)]]);
  useImperativeHandle(ref, () => ({
    focusSearch: () => {
      setCollapsed(false);
      // The input mounts with the expanded sidebar.
      requestAnimationFrame(() => searchInput.current?.focus());
    },
  }), [setCollapsed]);

  const labelOf = useCallback((category: string) => t(`sidebar.categories.${category}`, { defaultValue: category }), [t]);
  const items = useMemo(() => [...savedItems(saved.flows, labelOf), ...catalogueItems(catalogue, labelOf)], [saved.flows, catalogue, labelOf]);
  const sections = useMemo(() => sidebarSections(items, search), [items, search]);
  const searching = search.trim() !== '';

  const disabledLabelOf = (type: string) => {
    const code = refusals[UNIQUE_TYPES.indexOf(type)];
    return code ? t(`sidebar.added.${code}`) : undefined;
  };
  const askDelete = (item: SidebarItem) => {
    setDeleting(item);
    setConfirming(true);
  };
  const add = (item: SidebarItem) => onAdd?.(item.type, item.flowId ? item.node : undefined);

  if (collapsed) {
    return (
      <Stack component="aside" aria-label={t('sidebar.title')} w={SIDEBAR_COLLAPSED_WIDTH} gap={4} align="center" py="sm" style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}>
        <Tooltip label={t('sidebar.expand')} position="right">
          <ActionIcon variant="subtle" color="gray" aria-label={t('sidebar.expand')} onClick={() => setCollapsed(false)}>
            <IconLayoutSidebarLeftExpand size={18} />
          </ActionIcon>
        </Tooltip>
        {sections.map(({ category }) => (
          <Tooltip key={category} label={labelOf(category)} position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={labelOf(category)}
              onClick={() => {
                setOpened([category]);
                setCollapsed(false);
              }}
            >
              <CategoryIcon category={category} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Stack>
    );
  }

  return (
    <Stack component="aside" aria-label={t('sidebar.title')} w={SIDEBAR_WIDTH} gap={0} style={{ borderRight: '1px solid var(--mantine-color-default-border)', minHeight: 0 }}>
      <Group justify="space-between" px="sm" pt="sm" pb={6} wrap="nowrap">
        <Text fw={600} size="sm">
          {t('sidebar.title')}
        </Text>
        <Tooltip label={t('sidebar.collapse')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('sidebar.collapse')} onClick={() => setCollapsed(true)}>
            <IconLayoutSidebarLeftCollapse size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Box px="sm" pb="xs">
        <TextInput
          ref={searchInput}
          size="xs"
          aria-label={t('sidebar.search')}
          placeholder={t('sidebar.search')}
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Escape' && setSearch('')}
          rightSection={searching ? <CloseButton size="sm" aria-label={t('sidebar.clearSearch')} onClick={() => setSearch('')} /> : null}
        />
      </Box>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {sections.length === 0 ? (
          <Stack align="center" gap="xs" py="xl" px="sm">
            <Text size="sm" c="dimmed">
              {t('sidebar.noResults')}
            </Text>
            <Text component="button" type="button" size="sm" c="blue" style={{ background: 'none', border: 0, cursor: 'pointer' }} onClick={() => setSearch('')}>
              {t('sidebar.clearSearch')}
            </Text>
          </Stack>
        ) : (
          <Accordion
            multiple
            // Closed categories render nothing (the catalogue can be long) and open at once.
            keepMounted={false}
            transitionDuration={0}
            chevronPosition="right"
            variant="default"
            // A search opens every category that matched.
            value={searching ? sections.map((section) => section.category) : opened}
            onChange={(value) => !searching && setOpened(value)}
            styles={{ content: { padding: '0 4px 8px' }, control: { paddingInline: 12 } }}
          >
            {sections.map(({ category, items: listed }) => (
              <Accordion.Item key={category} value={category}>
                <Accordion.Control icon={<CategoryIcon category={category} size={16} />}>
                  <Text size="sm">{labelOf(category)}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap={2}>
                    {listed.map((item) => (
                      <SidebarComponentItem key={item.key} item={item} disabledLabel={disabledLabelOf(item.type)} onAdd={add} onDelete={askDelete} />
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </ScrollArea>
      <ConfirmDialog
        opened={confirming}
        title={t('sidebar.deleteTitle')}
        message={t('sidebar.deleteMessage', { name: deleting?.display_name ?? '' })}
        onConfirm={() => (deleting?.flowId ? saved.remove(deleting.flowId) : Promise.resolve())}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
