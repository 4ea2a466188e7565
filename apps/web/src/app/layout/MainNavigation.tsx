import { Button, NavLink as MantineNavLink } from '@mantine/core';
import { PATHS } from '@highlight/domain/navigation';
import type { UserMode } from '@highlight/domain/roles';
import type { UserWithResume } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

interface NavItem {
  to: string;
  label: string;
  testId: string;
}

/** The links of the current mode (spec §2): collaborator screens, or the back office. */
export function navItems(me: UserWithResume, mode: UserMode): NavItem[] {
  if (mode === 'admin') {
    const items: NavItem[] = [
      { to: PATHS.dashboard, label: 'web:nav.dashboard', testId: 'nav-dashboard' },
      { to: PATHS.inventory, label: 'web:nav.inventory', testId: 'nav-inventory' },
    ];
    if (me.roles.includes('superadmin')) {
      items.push({ to: PATHS.changeRoles, label: 'web:nav.changeRoles', testId: 'nav-change-roles' });
    }
    return items;
  }
  // Before the avatar is chosen the collaborator screens send back to onboarding (spec §2).
  if (me.avatar === null) return [];
  return [
    { to: PATHS.home, label: 'web:nav.home', testId: 'nav-home' },
    { to: PATHS.visualisation, label: 'web:nav.myFile', testId: 'nav-visualisation' },
    { to: PATHS.takeoff, label: 'web:nav.missions', testId: 'nav-takeoff' },
  ];
}

/** The main navigation, in the header (`header`) or in the small-screen side panel (`panel`). */
export function MainNavigation({
  me,
  mode,
  variant,
  onNavigate,
}: {
  me: UserWithResume;
  mode: UserMode;
  variant: 'header' | 'panel';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return navItems(me, mode).map((item) => {
    const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
    return variant === 'header' ? (
      <Button
        key={item.to}
        component={Link}
        to={item.to}
        variant={active ? 'light' : 'subtle'}
        color={active ? 'brand' : 'gray'}
        aria-current={active ? 'page' : undefined}
        data-testid={item.testId}
      >
        {t(item.label)}
      </Button>
    ) : (
      <MantineNavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={t(item.label)}
        active={active}
        onClick={onNavigate}
        data-testid={`${item.testId}-panel`}
      />
    );
  });
}
