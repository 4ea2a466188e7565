/** The back office's contracts (spec §5, §7, §9; issue #9), through their public schemas. */
import { describe, expect, it } from 'vitest';
import {
  ZAddCandidateRequest,
  ZAuditQuery,
  ZCandidateTransferRequest,
  ZManagementRolesRequest,
  ZSendReminderRequest,
  ZStatusChangeRequest,
  ZSwitchResignerRequest,
} from './back-office.ts';
import { REMINDER_COMMENT_MAX, SELECTION_LIMIT } from './constants.ts';
import { emptyResume } from './resume.ts';

/** `count` distinct uuids. */
const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `3f0c8f6e-8a57-4c1a-9d7e-2b7c1f4a${String(i).padStart(4, '0')}`);

/** The message keys of a failed parse, or [] when it succeeds. */
function errorsOf(schema: { safeParse: (value: unknown) => unknown }, value: unknown): string[] {
  const result = schema.safeParse(value) as { success: boolean; error?: { issues: { message: string }[] } };
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('ZStatusChangeRequest and ZCandidateTransferRequest (spec §9: 50 distinct files)', () => {
  it('take one to 50 distinct ids', () => {
    expect(errorsOf(ZStatusChangeRequest, { ids: ids(1), status: 'active' })).toEqual([]);
    expect(errorsOf(ZStatusChangeRequest, { ids: ids(SELECTION_LIMIT), status: 'off_process' })).toEqual([]);
    expect(errorsOf(ZCandidateTransferRequest, { users: ids(SELECTION_LIMIT) })).toEqual([]);
  });

  it('refuse the 51st, an id given twice and an unknown status', () => {
    expect(errorsOf(ZStatusChangeRequest, { ids: ids(SELECTION_LIMIT + 1), status: 'active' })).toEqual([
      'validation.selectionLimit',
    ]);
    const [id] = ids(1);
    expect(errorsOf(ZStatusChangeRequest, { ids: [id, id], status: 'active' })).toEqual([
      'validation.duplicateIds',
    ]);
    expect(errorsOf(ZCandidateTransferRequest, { users: [id, id] })).toEqual(['validation.duplicateIds']);
    expect(errorsOf(ZStatusChangeRequest, { ids: ids(1), status: 'sleeping' })).not.toEqual([]);
  });
});

describe('ZSwitchResignerRequest (spec §7 switch-resigner)', () => {
  it('takes a trimmed trigram of 1 to 8 characters', () => {
    expect(ZSwitchResignerRequest.parse({ trigram: ' DUM ' })).toEqual({ trigram: 'DUM' });
    expect(ZSwitchResignerRequest.safeParse({ trigram: 'A'.repeat(8) }).success).toBe(true);
    expect(ZSwitchResignerRequest.safeParse({ trigram: 'A'.repeat(9) }).success).toBe(false);
    expect(ZSwitchResignerRequest.safeParse({ trigram: '  ' }).success).toBe(false);
  });
});

describe('ZAuditQuery (issue #9 audit)', () => {
  it('accepts a range whose start is not after its end, and refuses the reverse on `to`', () => {
    const from = '2026-01-01T00:00:00Z';
    expect(errorsOf(ZAuditQuery, { from, to: from })).toEqual([]);
    expect(errorsOf(ZAuditQuery, { from, to: '2026-02-01T00:00:00+01:00' })).toEqual([]);
    const reversed = ZAuditQuery.safeParse({ from: '2026-02-01T00:00:00Z', to: from });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues.map((issue) => [issue.message, issue.path])).toEqual([
      ['validation.auditRange', ['to']],
    ]);
    expect(errorsOf(ZAuditQuery, { from })).toEqual([]);
  });

  it('pages from 1 to 10,000, 1 to 200 per page, 50 by default', () => {
    expect(ZAuditQuery.parse({})).toMatchObject({ page: 1, pageSize: 50 });
    expect(ZAuditQuery.safeParse({ page: '10000', pageSize: '200' }).success).toBe(true);
    expect(ZAuditQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZAuditQuery.safeParse({ pageSize: '201' }).success).toBe(false);
  });
});

describe('ZSendReminderRequest (spec §7 send-reminder, spec §9)', () => {
  const entry = (index: number) => ({
    email: `person${index}@example.com`,
    firstname: 'Marie',
    lastname: 'Dupont',
    baseUrl: 'https://highlight.example.com',
  });

  it('wraps a single entry in a list and keeps a list as is', () => {
    expect(ZSendReminderRequest.parse(entry(1))).toEqual([entry(1)]);
    expect(ZSendReminderRequest.parse([entry(1), entry(2)])).toEqual([entry(1), entry(2)]);
  });

  it('takes one to 50 people', () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => entry(i));
    expect(errorsOf(ZSendReminderRequest, many(SELECTION_LIMIT))).toEqual([]);
    expect(errorsOf(ZSendReminderRequest, many(SELECTION_LIMIT + 1))).toEqual(['validation.selectionLimit']);
    expect(ZSendReminderRequest.safeParse([]).success).toBe(false);
  });

  it('bounds the comment and takes only web addresses', () => {
    const comment = (length: number) => ({ ...entry(1), comment: 'x'.repeat(length) });
    expect(errorsOf(ZSendReminderRequest, comment(REMINDER_COMMENT_MAX))).toEqual([]);
    expect(errorsOf(ZSendReminderRequest, comment(REMINDER_COMMENT_MAX + 1))).toEqual([
      'validation.reminderCommentTooLong',
    ]);
    expect(ZSendReminderRequest.safeParse({ ...entry(1), baseUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });
});

describe('ZAddCandidateRequest (spec §5 candidate add)', () => {
  const candidate = {
    firstname: 'Marie',
    lastname: 'Dupont',
    email: 'marie.dupont@example.com',
    phoneNumber: '+33 6 12 34 56 78',
  };

  it('takes the four fields, French by default, the account email sent by default', () => {
    expect(ZAddCandidateRequest.parse(candidate)).toEqual({
      ...candidate,
      displayLanguage: 'fr',
      sendAccountEmail: true,
    });
    expect(ZAddCandidateRequest.parse({ ...candidate, displayLanguage: 'en' }).displayLanguage).toBe('en');
  });

  it('takes, optionally, the account email for later and the file (issue #28 §5)', () => {
    expect(ZAddCandidateRequest.parse({ ...candidate, sendAccountEmail: false }).sendAccountEmail).toBe(
      false,
    );
    expect(errorsOf(ZAddCandidateRequest, { ...candidate, sendAccountEmail: 'no' })).toHaveLength(1);
    const file = { desiredPosition: 'Développeur / Tech lead', softSkills: ['Mentorat'] };
    // The PATCH users/{id}/resume body without its version: missions left out default to empty.
    expect(ZAddCandidateRequest.parse({ ...candidate, resume: file }).resume).toEqual({
      ...emptyResume(),
      ...file,
    });
  });

  it('holds the file to the rules of a save, paths under `resume` (issue #28 §5)', () => {
    const experience = {
      id: 'exp-1',
      corporation: 'Société Générale',
      personalProject: false,
      sector: null,
      position: 'Développeur',
      context: 'Refonte des paiements',
      startDate: '2021-01',
      endDate: null,
      projectExperiences: [],
    };
    const issuesOf = (resume: unknown) => {
      const result = ZAddCandidateRequest.safeParse({ ...candidate, resume });
      return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
    };
    expect(issuesOf({ experiences: [experience] })).toEqual([]);
    // spec §5: an experience's context is required.
    expect(issuesOf({ experiences: [{ ...experience, context: ' ' }] })).toEqual([
      { path: ['resume', 'experiences', 0, 'context'], message: 'validation.required' },
    ]);
    // A save-only rule (issue #26 §16): no date in the future.
    const later = `${new Date().getUTCFullYear() + 2}-01`;
    expect(
      issuesOf({ experiences: [{ ...experience, startDate: later }] }).map((issue) => issue.path),
    ).toContainEqual(['resume', 'experiences', 0, 'startDate']);
    // The PATCH body's version has no place here: the file is the person's first.
    expect(ZAddCandidateRequest.parse({ ...candidate, resume: { version: 3 } }).resume).toEqual(
      emptyResume(),
    );
  });

  it('says "at least one field is empty" for any empty or missing field', () => {
    for (const field of Object.keys(candidate) as (keyof typeof candidate)[]) {
      expect(errorsOf(ZAddCandidateRequest, { ...candidate, [field]: '  ' }), field).toEqual([
        'validation.candidateFieldEmpty',
      ]);
      const { [field]: _left, ...missing } = candidate;
      expect(errorsOf(ZAddCandidateRequest, missing), field).toEqual(['validation.candidateFieldEmpty']);
    }
  });

  it('checks each field by its §5 rule', () => {
    // issue #26 §26: the first name's own message ("Le prénom…"), the last name's "Le nom…".
    expect(errorsOf(ZAddCandidateRequest, { ...candidate, firstname: 'M4rie' })).toEqual([
      'validation.firstnameCharacters',
    ]);
    expect(errorsOf(ZAddCandidateRequest, { ...candidate, lastname: 'Dup0nt' })).toEqual([
      'validation.nameCharacters',
    ]);
    expect(errorsOf(ZAddCandidateRequest, { ...candidate, email: 'marie@' })).toEqual([
      'validation.invalidEmail',
    ]);
    expect(errorsOf(ZAddCandidateRequest, { ...candidate, phoneNumber: '0612345678' })).toEqual([
      'validation.invalidNumber',
    ]);
  });
});

describe('ZManagementRolesRequest (spec §5: at least one role remains)', () => {
  it('takes one or more distinct roles', () => {
    expect(errorsOf(ZManagementRolesRequest, { roles: ['employee'] })).toEqual([]);
    expect(errorsOf(ZManagementRolesRequest, { roles: ['admin', 'employee'] })).toEqual([]);
  });

  it('refuses none, a role twice and an unknown role', () => {
    expect(errorsOf(ZManagementRolesRequest, { roles: [] })).toEqual(['validation.atLeastOneRole']);
    expect(errorsOf(ZManagementRolesRequest, { roles: ['admin', 'admin'] })).toEqual([
      'validation.duplicateRoles',
    ]);
    expect(errorsOf(ZManagementRolesRequest, { roles: ['root'] })).not.toEqual([]);
  });
});
