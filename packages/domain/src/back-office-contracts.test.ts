/**
 * The back office's contracts (spec §3, §5, §7, §9; issue #9), through their public schemas: each
 * answer keeps a valid value as it is and refuses every broken field; each request holds its
 * bounds exactly at the limit, with the i18n key and the path a form shows.
 */
import { describe, expect, it } from 'vitest';
import { expectContract, issuesOf, OTHER_UUID, UUID } from '../test-support/contracts.ts';
import {
  ZAddCandidateRequest,
  ZAuditEntry,
  ZAuditPage,
  ZAuditQuery,
  ZBulkResult,
  ZIdentityProviderUser,
  ZIdentityUsersQuery,
  ZIdentityUsersResponse,
  ZReminderResult,
  ZSendReminderRequest,
  ZUserState,
} from './back-office.ts';
import { EMAIL_MAX, IDENTITY_USERS_LIMIT, SEARCH_TEXT_MAX } from './constants.ts';
import { translate } from './i18n.ts';

const AT = '2026-03-01T09:30:00Z';

describe('ZBulkResult (issue #9: a bulk action reports per user)', () => {
  it('keeps the updated ids and the failures with their reason, and refuses a broken one', () => {
    expectContract(
      ZBulkResult,
      {
        updated: [UUID],
        failed: [
          { id: OTHER_UUID, code: 'NOT_FOUND' },
          { id: UUID, code: 'NOT_A_COLLABORATOR' },
        ],
      },
      [
        ['updated', ['MDU']],
        ['failed', [{ id: OTHER_UUID, code: 'GONE' }]],
        ['failed', [{ id: 'MDU', code: 'NOT_FOUND' }]],
        ['failed', [{ id: OTHER_UUID }]],
      ],
    );
  });
});

describe('ZUserState (the answer of a single-user action)', () => {
  it('keeps the new state and refuses each broken field', () => {
    expectContract(ZUserState, { id: UUID, status: 'off_process', resigner: true, deleted: false }, [
      ['id', 'me'],
      ['status', 'deleted'],
      ['resigner', 'true'],
      ['deleted', 0],
    ]);
  });
});

describe('ZAuditEntry and ZAuditPage (issue #9 "Audit")', () => {
  const entry = {
    id: UUID,
    at: AT,
    actor: { id: OTHER_UUID, firstname: 'Hélène', lastname: 'Martin', trigram: 'HMA' },
    action: 'status.change',
    userId: UUID,
    before: { status: 'inactive' },
    after: { status: 'active' },
    detail: { count: 1 },
  };

  it('keeps who did what to whom, when, from what to what, and refuses each broken field', () => {
    expectContract(ZAuditEntry, entry, [
      ['id', 1],
      ['at', '1 March'],
      ['actor', { id: 'HMA' }],
      ['action', 'status.changed'],
      ['userId', 'MDU'],
      ['before', 'inactive'],
      ['after', ['active']],
      ['detail', null],
    ]);
  });

  it('records an action with no known actor or user, and no before or after', () => {
    const bare = { ...entry, actor: null, userId: null, before: null, after: null, detail: {} };
    expect(ZAuditEntry.parse(bare)).toEqual(bare);
  });

  it('pages the entries: a total from 0, pages and sizes from 1', () => {
    const page = { items: [entry], total: 1, page: 1, pageSize: 50 };
    expectContract(ZAuditPage, page, [
      ['items', [{ ...entry, action: 'nothing' }]],
      ['total', -1],
      ['page', 0],
      ['pageSize', 0],
      ['pageSize', 1.5],
    ]);
    expect(ZAuditPage.safeParse({ ...page, items: [], total: 0 }).success).toBe(true);
    const later = { ...page, total: 9000, page: 45, pageSize: 200 };
    expect(ZAuditPage.parse(later)).toEqual(later);
  });
});

describe('ZAuditQuery (issue #9 GET /api/audit)', () => {
  it('takes a range written with a time-zone offset on either end', () => {
    const query = { from: '2026-01-01T00:00:00+02:00', to: '2026-01-31T23:59:59-05:00' };
    expect(ZAuditQuery.parse(query)).toMatchObject(query);
  });

  it('takes the first and the last page (1 and 10,000), not the one after', () => {
    expect(ZAuditQuery.parse({ page: '1' }).page).toBe(1);
    expect(ZAuditQuery.parse({ page: '10000' }).page).toBe(10_000);
    expect(issuesOf(ZAuditQuery, { page: '10001' }).map((issue) => issue.path)).toEqual([['page']]);
    expect(ZAuditQuery.parse({ pageSize: '1' }).pageSize).toBe(1);
  });
});

describe('ZSendReminderRequest entries (spec §3 reminder entry)', () => {
  const entry = {
    email: 'marie.dupont@example.com',
    firstname: 'Marie',
    lastname: 'Dupont',
    baseUrl: 'https://highlight.example.com',
  };

  it('trims the names and the comment', () => {
    expect(
      ZSendReminderRequest.parse({
        ...entry,
        firstname: ' Marie ',
        lastname: '\tDupont ',
        comment: '  Merci  ',
      }),
    ).toEqual([{ ...entry, comment: 'Merci' }]);
  });

  it('takes the app address over http or https, and no other scheme', () => {
    for (const baseUrl of ['http://localhost:5173', 'https://highlight.example.com/app']) {
      expect(issuesOf(ZSendReminderRequest, { ...entry, baseUrl }), baseUrl).toEqual([]);
    }
    for (const baseUrl of ['xhttp://highlight.example.com', 'httpsx://highlight.example.com', 'ftp://x.fr']) {
      expect(
        issuesOf(ZSendReminderRequest, { ...entry, baseUrl }).map((issue) => issue.path),
        baseUrl,
      ).toEqual([['baseUrl']]);
    }
  });
});

describe('ZReminderResult (per person: sent or failed)', () => {
  it('keeps the emails sent and the failures, and refuses a broken one', () => {
    expectContract(
      ZReminderResult,
      { sent: ['marie.dupont@example.com'], failed: [{ email: 'gone@example.com', code: 'NOT_FOUND' }] },
      [
        ['sent', ['marie']],
        ['failed', [{ email: 'gone@example.com', code: 'LOST' }]],
        ['failed', [{ code: 'NOT_FOUND' }]],
      ],
    );
  });
});

describe('ZAddCandidateRequest bounds (spec §5 candidate add)', () => {
  const candidate = {
    firstname: 'Marie',
    lastname: 'Dupont',
    email: 'marie.dupont@example.com',
    phoneNumber: '+33 6 12 34 56 78',
  };
  /** A well-formed address of `length` characters (64-character local part, 61-character labels). */
  const emailOf = (length: number) => {
    const domain = `${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(length - 65 - 128)}.com`;
    return `${'a'.repeat(64)}@${domain}`;
  };

  it('takes an email of EMAIL_MAX (254) characters and refuses 255 as invalid (RFC 5321)', () => {
    expect(emailOf(EMAIL_MAX)).toHaveLength(EMAIL_MAX);
    expect(issuesOf(ZAddCandidateRequest, { ...candidate, email: emailOf(EMAIL_MAX) })).toEqual([]);
    expect(issuesOf(ZAddCandidateRequest, { ...candidate, email: emailOf(EMAIL_MAX + 1) })).toMatchObject([
      { path: ['email'], message: 'validation.invalidEmail' },
    ]);
  });

  it('takes a spaced international number of 30 characters and refuses 31 as invalid (spec §5)', () => {
    const spaced = (length: number) => `+44${' '.repeat(length - 13)}1234567890`;
    expect(spaced(30)).toHaveLength(30);
    expect(issuesOf(ZAddCandidateRequest, { ...candidate, phoneNumber: spaced(30) })).toEqual([]);
    expect(issuesOf(ZAddCandidateRequest, { ...candidate, phoneNumber: spaced(31) })).toMatchObject([
      { path: ['phoneNumber'], message: 'validation.invalidNumber' },
    ]);
  });

  it('words both refusals in French and in English', () => {
    for (const key of ['validation.invalidEmail', 'validation.invalidNumber']) {
      const [fr, en] = [translate('fr', key), translate('en', key)];
      expect(fr, key).not.toBe(key);
      expect(en, key).not.toBe(key);
      expect(fr, key).not.toBe(en);
    }
  });
});

describe('ZIdentityProviderUser and ZIdentityUsersResponse (spec §3, §7 GET /oidcUsers)', () => {
  const person = {
    id: UUID,
    firstName: 'Marie',
    lastName: 'Dupont',
    email: 'marie.dupont@example.com',
    clientRoles: [{ name: 'employee' }, { name: 'human_ressources' }],
  };

  it('keeps the user and the names of the roles, and refuses each broken field', () => {
    expectContract(ZIdentityProviderUser, person, [
      ['id', 'marie'],
      ['firstName', ''],
      ['lastName', null],
      ['email', 'marie'],
      ['clientRoles', [{ name: 'hr' }]],
      ['clientRoles', ['employee']],
    ]);
  });

  it('keeps only users with a first name, even a one-letter one (spec §3)', () => {
    expect(ZIdentityProviderUser.safeParse({ ...person, firstName: 'J' }).success).toBe(true);
    expect(ZIdentityProviderUser.safeParse({ ...person, lastName: '' }).success).toBe(true);
  });

  it('answers at most IDENTITY_USERS_LIMIT (20) users', () => {
    const users = (count: number) => Array.from({ length: count }, () => person);
    for (const count of [0, 1, IDENTITY_USERS_LIMIT]) {
      expect(ZIdentityUsersResponse.safeParse(users(count)).success, String(count)).toBe(true);
    }
    expect(ZIdentityUsersResponse.safeParse(users(IDENTITY_USERS_LIMIT + 1)).success).toBe(false);
  });
});

describe('ZIdentityUsersQuery (spec §7 GET /oidcUsers?q=)', () => {
  it('lists everyone by default and trims the text', () => {
    expect(ZIdentityUsersQuery.parse({})).toEqual({ q: '' });
    expect(ZIdentityUsersQuery.parse({ q: '  dupont ' })).toEqual({ q: 'dupont' });
  });

  it('takes up to SEARCH_TEXT_MAX (200) characters and names the rule on `q` past it', () => {
    const longest = 'a'.repeat(SEARCH_TEXT_MAX);
    expect(ZIdentityUsersQuery.parse({ q: ` ${longest} ` })).toEqual({ q: longest });
    expect(issuesOf(ZIdentityUsersQuery, { q: `${longest}a` })).toMatchObject([
      { path: ['q'], message: 'validation.searchTooLong' },
    ]);
  });
});
