/**
 * The demo accounts loaded on a fresh embedded database (README, apps/api/src/db/seed/demo.ts).
 * Names are those of the seed; tests that need resume content read it from the UI instead.
 */

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo-2026!';

export interface DemoAccount {
  email: string;
  firstname: string;
  lastname: string;
}

export const ACCOUNTS = {
  /** applicant, no avatar yet, empty resume, referee hr@. */
  applicant: { email: 'applicant@highlight.test', firstname: 'Thomas', lastname: 'Petit' },
  /** employee, avatar chosen, well-filled resume, referee hr@. */
  employee: { email: 'employee@highlight.test', firstname: 'Julie', lastname: 'Martin' },
  /** human_ressources, referee of several candidates. */
  hr: { email: 'hr@highlight.test', firstname: 'Sophie', lastname: 'Bernard' },
  admin: { email: 'admin@highlight.test', firstname: 'Nicolas', lastname: 'Lefèvre' },
  superadmin: { email: 'superadmin@highlight.test', firstname: 'Isabelle', lastname: 'Garnier' },
  /** admin + employee: dual role, chooses a mode (no mode stored at first). */
  manager: { email: 'manager@highlight.test', firstname: 'Antoine', lastname: 'Rousseau' },
} as const satisfies Record<string, DemoAccount>;

/** "DUPONT Marie": how the back office shows a person (dashboard rows, referee, /user title). */
export function backOfficeName(person: { firstname: string; lastname: string }): string {
  return `${person.lastname.toLocaleUpperCase()} ${person.firstname}`;
}
