/**
 * Test data: a valid `UserWithResume` (as GET /users/me answers) with overrides, its stars computed
 * by the domain rules; collaborators of the dashboard's list (`UserListItem`, GET /users).
 */
import type { ResumeBody } from '@highlight/domain/resume';
import { computeStars, countStars, gradeFor } from '@highlight/domain/stars';
import type { Resume, UserListItem, UserWithResume } from '@highlight/domain/user';

export const USER_ID = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';

/** A resume built from `body`, with its stars, count and grade. */
export function makeResume(body: Partial<ResumeBody> = {}, extra: Partial<Resume> = {}): Resume {
  const full: ResumeBody = {
    desiredPosition: '',
    summary: '',
    jobs: [],
    technicalSkills: [],
    softSkills: [],
    experiences: [],
    diplomas: [],
    languages: [],
    ...body,
  };
  const stars = computeStars(full);
  const starCount = countStars(stars);
  return {
    ...full,
    version: 3,
    updatedAt: '2025-01-15T10:00:00.000Z',
    stars,
    starCount,
    grade: gradeFor(starCount),
    outdated: false,
    ...extra,
  };
}

/** An employee with an avatar, French display, and an empty resume unless overridden. */
export function makeUser(overrides: Partial<UserWithResume> = {}): UserWithResume {
  const roles = overrides.roles ?? ['employee'];
  return {
    id: USER_ID,
    email: 'camille.durand@example.com',
    firstname: 'Camille',
    lastname: 'Durand',
    phoneNumber: '+33 6 12 34 56 78',
    trigram: 'CDU',
    roles,
    status: 'active',
    resigner: false,
    avatar: 'cat',
    userSettings: { displayLanguage: 'fr', chosenUserMode: null },
    referee: null,
    createdAt: '2024-06-01T08:00:00.000Z',
    updatedAt: '2025-01-15T10:00:00.000Z',
    isApplicant: roles.includes('applicant'),
    isEmployee: roles.includes('employee'),
    isAdmin: roles.includes('admin'),
    isHr: roles.includes('human_ressources'),
    isSuperAdmin: roles.includes('superadmin'),
    resume: makeResume(),
    ...overrides,
  };
}

/** The path of PATCH users/{id}/resume for the fixture user (spec §7). */
export const RESUME_PATH = `/users/${USER_ID}/resume`;

/**
 * A `mockApi` handler for PATCH users/{id}/resume that saves what it is sent: answers the resume
 * body (the request minus its version) as the API would, at `nextVersion`, stars recomputed.
 */
export function savesResume(nextVersion: number): (body: unknown) => Resume {
  return (body) => {
    const { version: _version, ...resume } = body as ResumeBody & { version: number };
    return makeResume(resume, { version: nextVersion });
  };
}

/** Collaborator number `n`: ids and names that sort and read distinctly. */
export function listPerson(n: number): UserListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `person${n}@example.com`,
    firstname: `Prénom${n}`,
    lastname: `Nom${n}`,
    trigram: `P${String(n).padStart(2, '0')}`,
    roles: ['applicant'],
    desiredPosition: 'Développeuse',
    status: 'inactive',
    resigner: false,
    referee: null,
    stars: 3,
    grade: 1,
    updatedAt: '2026-10-01T10:00:00.000Z',
    outdated: false,
  };
}
