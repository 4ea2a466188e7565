import { AppShell, Anchor, Box, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { PATHS } from '@highlight/domain/navigation';
import { isDualRole } from '@highlight/domain/roles';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useGetMe } from '../../hooks/use-get-me.ts';
import { userModeOf } from '../guards.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { MainNavigation, navItems } from './MainNavigation.tsx';
import { ModeSwitch } from './ModeSwitch.tsx';
import { MAIN_CONTENT_ID, RouteAnnouncer } from './RouteAnnouncer.tsx';
import './skip-link.css';

/**
 * The page frame: a header with the product name, the current mode's navigation (spec §2, §4),
 * the FR/EN switch, the admin ↔ collaborator switch for dual-role users, and logout. On small
 * screens the navigation moves into a side panel opened by the burger.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const me = useGetMe();
  const mode = userModeOf(me);
  const [opened, { toggle, close }] = useDisclosure(false);
  // issue #11 §2: the side panel is off-screen on a desk and when closed; `inert` keeps its links
  // out of the Tab order and away from screen readers then (Mantine only slides it aside).
  const desktop = useMediaQuery('(min-width: 62em)');
  const dualRole = isDualRole(me.roles);
  // The side panel holds the navigation (and the mode switch) on small screens.
  const withPanel = dualRole || navItems(me, mode).length > 0;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { desktop: true, mobile: !opened || !withPanel } }}
      padding="md"
    >
      <RouteAnnouncer />
      {/* issue #11 §2: the first Tab stop jumps over the header to the screen's content. */}
      <Anchor href={`#${MAIN_CONTENT_ID}`} className="skip-link" data-testid="skip-link">
        {t('titles.skipToContent')}
      </Anchor>
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              {withPanel && (
                <Burger
                  opened={opened}
                  onClick={toggle}
                  hiddenFrom="md"
                  size="sm"
                  aria-label={t('nav.menu')}
                />
              )}
              <Anchor
                component={Link}
                to={mode === 'admin' ? PATHS.dashboard : PATHS.home}
                fw={800}
                fz="xl"
                c="brand.7"
                underline="never"
                data-testid="brand"
              >
                Highlight
              </Anchor>
              <Group gap={4} visibleFrom="md" wrap="nowrap">
                <MainNavigation me={me} mode={mode} variant="header" />
              </Group>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {dualRole && (
                <Box visibleFrom="md">
                  <ModeSwitch me={me} mode={mode} />
                </Box>
              )}
              <LanguageSwitch me={me} />
              <LogoutButton />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Navbar p="md" inert={desktop || !opened} data-testid="nav-panel">
        <Stack gap="xs">
          <MainNavigation me={me} mode={mode} variant="panel" onNavigate={close} />
          {dualRole && <ModeSwitch me={me} mode={mode} testId="mode-switch-panel" />}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="xl" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
