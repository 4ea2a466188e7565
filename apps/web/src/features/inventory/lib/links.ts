/**
 * The dashboard's addresses the Inventory's figures lead to, beyond the supply's cells
 * (`supplyCellFilter`): the active people holding a skill (issue #29 §2, §3: "active people" are
 * in process, ex-employees apart, `isActivePerson`), and the outdated files of an HR referee or of
 * a skill's holders (§4: live collaborators, ex-employees apart).
 */
import { dashboardHref, type DashboardFilter } from '@highlight/domain/inventory-links';

const NONE: DashboardFilter = { skills: [], status: [], role: [], referee: [], jobs: [] };

/** The active people holding `skill`: status in process, ex-employees left out. */
export function activeHoldersHref(skill: string): string {
  return dashboardHref({ ...NONE, skills: [skill], status: ['active'], resigner: false });
}

/** The outdated files of `referee` (an HR referee's id, `none`: without one), or of `skill`'s holders. */
export function outdatedHref(scope: { referee: string } | { skill: string }): string {
  return dashboardHref({
    ...NONE,
    ...('referee' in scope ? { referee: [scope.referee] } : { skills: [scope.skill] }),
    resigner: false,
    outdated: true,
  });
}
