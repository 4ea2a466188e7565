/**
 * A user's plain fields — the statuses, the avatars, how the back office writes a name — without
 * the zod contracts of `user.ts` (which re-exports them), so that screens showing them do not load
 * zod (issue #11 §6).
 */

/** spec §4 user status; stored values per DESIGN.md. New candidates start `inactive`. */
export const USER_STATUSES = ['active', 'inactive', 'off_process'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** spec §9: the four avatars. */
export const AVATARS = ['cat', 'bounty_hunter', 'space_carrot', 'bandit'] as const;
export type Avatar = (typeof AVATARS)[number];

/**
 * How the back office writes a person: last name in capitals, then first name ("DUPONT Marie";
 * DESIGN.md dashboard columns). French capitalisation rules, the default language.
 */
export function backOfficeName(person: { firstname: string; lastname: string }): string {
  return `${person.lastname.toLocaleUpperCase('fr')} ${person.firstname}`.trim();
}
