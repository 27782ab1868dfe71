import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';
import { SidebarFooter } from './SidebarFooter';
import { useLayoutPageTitle } from './usePageTitle';

/** Below 768 px (Mantine's `sm`) the side menu folds away behind a burger in a top bar. */
const MOBILE_QUERY = '(max-width: 47.99em)';

export function AppLayout() {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  useLayoutPageTitle();

  return (
    <AppShell
      header={{ height: 56, collapsed: !isMobile }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger opened={opened} onClick={toggle} size="sm" aria-label={t('nav.toggle')} />
          <Logo onNavigate={close} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.menu')}>
        <AppShell.Section visibleFrom="sm" px="xs" pt="xs" pb="md">
          <Logo />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} type="scroll">
          <SideMenu onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <SidebarFooter />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
