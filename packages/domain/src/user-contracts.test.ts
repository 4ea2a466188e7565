/**
 * The user contracts the API answers and reads (spec §3, §7, §9; issue #9), through their public
 * schemas: each response schema keeps a valid answer as it is, and refuses every field that breaks
 * it (STYLE.md "one contract": Fastify checks responses with these, so nothing else leaves the
 * server); each query schema holds its bounds exactly at the limit.
 */
import { describe, expect, it } from 'vitest';
import { expectContract, issuesOf, OTHER_UUID, UUID, type Schema } from '../test-support/contracts.ts';
import { SEARCH_TEXT_MAX, SHORT_TEXT_MAX } from './constants.ts';
import { translate } from './i18n.ts';
import { emptyResume } from './resume.ts';
import { computeStars } from './stars.ts';
import {
  NO_SEARCH_FACETS,
  ZGrade,
  ZResume,
  ZSearchFacets,
  ZSearchPeopleQuery,
  ZSearchPerson,
  ZUser,
  ZUserListItem,
  ZUserListQuery,
  ZUserListResponse,
  ZUserRef,
  ZUserWithResume,
} from './user.ts';

/** The paths of the issues of a refused value, or [] when it is accepted. */
const issuePaths = (schema: Schema, value: unknown) => issuesOf(schema, value).map((issue) => issue.path);

const AT = '2026-03-01T09:30:00Z';

const referee = { id: OTHER_UUID, firstname: 'Hélène', lastname: 'Martin', trigram: 'HMA' };

/** Built inside each test, not while Vitest collects the tests (mutation testing, issue #12). */
const makeResume = () => ({
  ...emptyResume(),
  version: 3,
  updatedAt: AT,
  stars: computeStars(emptyResume()),
  starCount: 0,
  grade: 1,
  outdated: false,
});

const user = {
  id: UUID,
  email: 'marie.dupont@example.com',
  firstname: 'Marie',
  lastname: 'Dupont',
  phoneNumber: '+33 6 12 34 56 78',
  trigram: 'MDU',
  roles: ['employee'],
  status: 'active',
  resigner: false,
  avatar: 'cat',
  userSettings: { displayLanguage: 'en', chosenUserMode: 'collab' },
  referee,
  createdAt: AT,
  updatedAt: AT,
  isApplicant: false,
  isEmployee: true,
  isAdmin: false,
  isHr: false,
  isSuperAdmin: false,
};

const listItem = {
  id: UUID,
  email: 'marie.dupont@example.com',
  firstname: 'Marie',
  lastname: 'Dupont',
  trigram: 'MDU',
  roles: ['applicant'],
  desiredPosition: 'Développeuse',
  status: 'inactive',
  resigner: false,
  referee: null,
  stars: 9,
  grade: 3,
  updatedAt: AT,
  outdated: true,
};

const facets = {
  status: [{ value: 'active', count: 12 }],
  role: [{ value: 'employee', count: 7 }],
  referee: [{ value: 'none', count: 0 }],
  resigner: [{ value: 'true', count: 1 }],
  outdated: [{ value: 'false', count: 3 }],
  skills: [{ value: 'java', count: 2 }],
  jobs: [{ value: 'developer', count: 4 }],
  languages: [{ value: 'en', count: 5 }],
  approximate: true,
};

describe('ZGrade (spec §3: the grade, 1 to 4)', () => {
  it('accepts each of the four grades and nothing else', () => {
    for (const grade of [1, 2, 3, 4]) expect(ZGrade.parse(grade)).toBe(grade);
    for (const bad of [0, 5, 2.5, '1', null]) expect(ZGrade.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('ZUserRef (a referee or an author)', () => {
  it('keeps the id, names and trigram, and refuses an id that is not a uuid', () => {
    expectContract(ZUserRef, referee, [
      ['id', 'HMA'],
      ['firstname', 1],
      ['trigram', null],
    ]);
  });
});

describe('ZResume (the resume as the API answers it)', () => {
  it('keeps the body, version, timestamps, stars and grade, and refuses each broken field', () => {
    expectContract(
      ZResume,
      makeResume(),
      [
        ['version', -1],
        ['version', 1.5],
        ['updatedAt', 'yesterday'],
        ['stars', [{ id: 'diploma', mission: 6, starsAcquired: 2 }]],
        ['starCount', -1],
        ['grade', 0],
        ['outdated', 'no'],
        ['jobs', null],
      ],
      // The body's lists have defaults (an empty file); what the API adds is always there.
      ['version', 'updatedAt', 'stars', 'starCount', 'grade', 'outdated'],
    );
  });

  it('counts a version and stars from 0 up (a new file, a full file)', () => {
    const resume = makeResume();
    for (const version of [0, 1, 2 ** 31 - 1]) {
      expect(ZResume.safeParse({ ...resume, version }).success, String(version)).toBe(true);
    }
    for (const starCount of [0, 1, 14]) {
      expect(ZResume.safeParse({ ...resume, starCount }).success, String(starCount)).toBe(true);
    }
  });
});

describe('ZUser and ZUserWithResume (spec §3 User, GET /api/users/me)', () => {
  it('keeps every field of spec §3 and refuses each broken one', () => {
    expectContract(ZUser, user, [
      ['id', 'me'],
      ['email', 'marie@'],
      ['roles', ['root']],
      ['status', 'asleep'],
      ['resigner', 'false'],
      ['avatar', 'dog'],
      ['userSettings', { displayLanguage: 'de' }],
      ['referee', { id: 'x' }],
      ['createdAt', '2026-03-01'],
      ['isAdmin', 1],
    ]);
  });

  it('lets a user have no avatar yet and no referee', () => {
    expect(ZUser.safeParse({ ...user, avatar: null, referee: null }).success).toBe(true);
  });

  it('adds the resume, which must be there and be valid', () => {
    const resume = makeResume();
    expectContract(ZUserWithResume, { ...user, resume }, [['resume', { ...resume, grade: 5 }]]);
  });
});

describe('ZUserListQuery: jobs filter and order (issue #9)', () => {
  it('takes job and skill names of 1 to 120 characters (SHORT_TEXT_MAX)', () => {
    for (const facet of ['jobs', 'skills'] as const) {
      const longest = 'é'.repeat(SHORT_TEXT_MAX);
      expect(ZUserListQuery.parse({ [facet]: `développeur,${longest}` })[facet]).toEqual([
        'développeur',
        longest,
      ]);
      expect(issuePaths(ZUserListQuery, { [facet]: 'x'.repeat(SHORT_TEXT_MAX + 1) }), facet).toEqual([
        [facet, 0],
      ]);
    }
  });

  it('sorts ascending or descending, or leaves the order to the sort key', () => {
    expect(ZUserListQuery.parse({ order: 'asc' }).order).toBe('asc');
    expect(ZUserListQuery.parse({ order: 'desc' }).order).toBe('desc');
    expect(ZUserListQuery.parse({}).order).toBeUndefined();
    for (const bad of ['', 'up', 'ASC'])
      expect(issuePaths(ZUserListQuery, { order: bad })).toEqual([['order']]);
  });
});

describe('ZUserListItem (a dashboard row)', () => {
  it('keeps the row and refuses each broken field', () => {
    expectContract(ZUserListItem, listItem, [
      ['id', '42'],
      ['email', 'nobody'],
      ['roles', ['hr']],
      ['status', 'ACTIVE'],
      ['referee', { ...referee, id: 'HMA' }],
      ['stars', -1],
      ['stars', 1.5],
      ['grade', 5],
      ['updatedAt', 'now'],
      ['outdated', null],
    ]);
  });

  it('shows from 0 to 14 stars', () => {
    for (const stars of [0, 1, 14]) {
      expect(ZUserListItem.safeParse({ ...listItem, stars }).success, String(stars)).toBe(true);
    }
  });
});

describe('ZSearchPerson (spec §3 search result person)', () => {
  const person = {
    id: UUID,
    uuid: UUID,
    trigram: 'MDU',
    firstname: 'Marie',
    lastname: 'Dupont',
    createdAt: AT,
    updatedAt: AT,
    roles: ['employee', 'admin'],
    email: 'marie.dupont@example.com',
    desiredPosition: '',
    softSkills: ['Écoute'],
    experienceMonths: 18,
    domaine: 'Développeur, Architecte',
    technicalEnvironments: ['Java'],
    projectExp: ['Refonte'],
    hardSkills: ['Java', 'React'],
    languages: ['Anglais'],
    stars: 5,
    resigner: true,
    status: 'off_process',
  };

  it('keeps every field of spec §3 and refuses each broken one', () => {
    expectContract(ZSearchPerson, person, [
      ['uuid', 'MDU'],
      ['createdAt', 3],
      ['email', 'marie'],
      ['softSkills', 'Écoute'],
      ['experienceMonths', 1.5],
      ['stars', -1],
      ['status', 'gone'],
    ]);
  });

  it('has no experience time when the person has no profession, and 0 or more stars', () => {
    expect(ZSearchPerson.safeParse({ ...person, experienceMonths: null, stars: 0 }).success).toBe(true);
    expect(ZSearchPerson.safeParse({ ...person, stars: 14 }).success).toBe(true);
  });
});

describe('ZSearchPeopleQuery (GET /api/search/query)', () => {
  it('searches everyone, 50 at most, by default', () => {
    expect(ZSearchPeopleQuery.parse({})).toEqual({ q: '', limit: 50 });
  });

  it('trims the text and takes up to SEARCH_TEXT_MAX (200) characters', () => {
    expect(ZSearchPeopleQuery.parse({ q: '  java  ' }).q).toBe('java');
    const longest = 'a'.repeat(SEARCH_TEXT_MAX);
    expect(ZSearchPeopleQuery.parse({ q: ` ${longest} ` }).q).toBe(longest);
    const result = ZSearchPeopleQuery.safeParse({ q: `${longest}b` });
    expect(result.error?.issues).toMatchObject([
      { code: 'too_big', path: ['q'], message: 'validation.searchTooLong' },
    ]);
  });

  it('says the search is too long, naming the limit, in French and in English', () => {
    expect(translate('fr', 'validation.searchTooLong')).toContain(`${SEARCH_TEXT_MAX} caractères`);
    expect(translate('en', 'validation.searchTooLong')).toContain(`${SEARCH_TEXT_MAX} characters`);
  });

  it('answers 1 to 200 people', () => {
    expect(ZSearchPeopleQuery.parse({ limit: '1' }).limit).toBe(1);
    expect(ZSearchPeopleQuery.parse({ limit: '200' }).limit).toBe(200);
    for (const bad of ['0', '201', '2.5', 'all']) {
      expect(issuePaths(ZSearchPeopleQuery, { limit: bad }), bad).toEqual([['limit']]);
    }
  });
});

describe('ZSearchFacets and NO_SEARCH_FACETS (issue #9 facet counts)', () => {
  it('keeps the counts of every facet and refuses a broken count', () => {
    expectContract(ZSearchFacets, facets, [
      ['status', [{ value: 'active', count: -1 }]],
      ['skills', [{ value: 'java', count: 0.5 }]],
      ['jobs', [{ count: 1 }]],
      ['languages', [{ value: 'en' }]],
      ['approximate', 'no'],
    ]);
  });

  it('counts from 0 up', () => {
    const counts = [0, 1, 250_000].map((count, i) => ({ value: `v${i}`, count }));
    expect(ZSearchFacets.parse({ ...facets, skills: counts }).skills).toEqual(counts);
  });

  it('gives an empty result no value to filter by, counted exactly', () => {
    expect(ZSearchFacets.parse(NO_SEARCH_FACETS)).toEqual(NO_SEARCH_FACETS);
    const { approximate, ...lists } = NO_SEARCH_FACETS;
    for (const [facet, counts] of Object.entries(lists)) expect(counts, facet).toEqual([]);
    expect(approximate).toBe(false);
  });
});

describe('ZUserListResponse (the dashboard page)', () => {
  const response = {
    items: [listItem],
    total: 1,
    page: 1,
    pageSize: 50,
    facets,
    totalExact: true,
    fuzzy: false,
  };

  it('keeps the page and refuses each broken field', () => {
    expectContract(ZUserListResponse, response, [
      ['items', [{ ...listItem, grade: 0 }]],
      ['total', -1],
      ['total', 2.5],
      ['page', 0],
      ['pageSize', 0],
      ['facets', { ...facets, approximate: undefined }],
      ['totalExact', 'yes'],
      ['fuzzy', null],
    ]);
  });

  it('answers an empty result with a total of 0, and any later page', () => {
    const empty = { ...response, items: [], total: 0, facets: NO_SEARCH_FACETS };
    expect(ZUserListResponse.safeParse(empty).success).toBe(true);
    const later = { ...response, total: 4321, page: 87, pageSize: 200 };
    expect(ZUserListResponse.parse(later)).toEqual(later);
  });
});
