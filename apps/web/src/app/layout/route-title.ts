/**
 * Issue #11 §2 "a title per route": the document title of each screen of spec §2, e.g.
 * "Mission 3/7 · Highlight", from the `titles` catalogue in the reader's language.
 */
import type { TFunction } from 'i18next';
import { PATHS } from '@highlight/domain/navigation';
import { MISSION_COUNT } from '../../lib/missions.ts';

/** Pages whose title is one catalogue key, by path. */
const TITLE_KEYS: Record<string, string> = {
  [PATHS.home]: 'titles.home',
  [PATHS.visualisation]: 'titles.visualisation',
  [PATHS.onboarding]: 'titles.onboarding',
  [PATHS.avatar]: 'titles.avatar',
  [PATHS.dashboard]: 'titles.dashboard',
  [PATHS.lookAtUser]: 'titles.user',
  [PATHS.loginAdmin]: 'titles.loginAdmin',
  [PATHS.changeRoles]: 'titles.changeRoles',
  [PATHS.inventory]: 'titles.inventory',
};

/** "<page> · Highlight" for `pathname`; an unknown path is the 404 page. */
export function routeTitle(pathname: string, t: TFunction): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const mission = new RegExp(`^${PATHS.takeoff}/(\\d+)$`).exec(path);
  const step = mission ? Number(mission[1]) : NaN;
  const page =
    mission && step >= 1 && step <= MISSION_COUNT
      ? t('titles.mission', { step, count: MISSION_COUNT })
      : t(TITLE_KEYS[path] ?? 'titles.notFound');
  return `${page} · Highlight`;
}
