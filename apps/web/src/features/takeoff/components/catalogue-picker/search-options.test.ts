// @vitest-environment node
/**
 * The catalogue search of the pickers (issue 3 "Reference data": accent-insensitive, as the user
 * types): case and accents ignored on both sides, every word must match, labels starting with the
 * query ranked first, and the number of matches beyond the shown ones reported.
 */
import { describe, expect, it } from 'vitest';
import { indexOptions, searchOptions } from './search-options.ts';

const OPTIONS = indexOptions([
  { id: 'javascript', label: 'JavaScript', group: 'Langages' },
  { id: 'java', label: 'Java', group: 'Langages' },
  {
    id: 'tdd',
    label: 'Développement piloté par les tests (TDD)',
    group: 'Tests et qualité',
    aliases: ['Test-driven development (TDD)'],
  },
  {
    id: 'flutter',
    label: 'Flutter',
    group: 'Développement mobile',
    aliases: ['Flutter', 'Mobile development'],
  },
  { id: 'postgresql', label: 'PostgreSQL', group: 'Bases de données', aliases: ['Postgres'] },
  { id: 'kubernetes', label: 'Kubernetes', group: 'DevOps', aliases: ['K8s'] },
  { id: 'nodejs', label: 'Node.js', group: 'Back-end' },
  { id: 'dotnet', label: '.NET', group: 'Back-end', aliases: ['.NET Core'] },
]);

const ids = (query: string, limit = 10) =>
  searchOptions(OPTIONS, query, limit).shown.map((option) => option.id);

describe('searchOptions', () => {
  it.each([
    ['developpement', ['tdd', 'flutter']],
    ['DÉVELOPPEMENT', ['tdd', 'flutter']],
    ['  bases   DONNEES ', ['postgresql']],
    ['test-driven', ['tdd']],
    ['mobile flutter', ['flutter']],
    ['java', ['java', 'javascript']],
    ['script', ['javascript']],
    ['cobol', []],
    // issue #27 §7: the vocabulary's written forms, separators aside.
    ['k8s', ['kubernetes']],
    ['K8S', ['kubernetes']],
    ['nodejs', ['nodejs']],
    ['node.j', ['nodejs']],
    ['dotnet', ['dotnet']],
    ['dotnetcore', ['dotnet']],
    ['postgres', ['postgresql']],
    ['!!', []],
  ])('"%s" finds %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('lists everything for an empty query, at most `limit`, and counts the rest', () => {
    expect(searchOptions(OPTIONS, '', 10).total).toBe(8);
    const limited = searchOptions(OPTIONS, '', 2);
    expect(limited.shown.map((option) => option.id)).toEqual(['javascript', 'java']);
    expect(limited.total).toBe(8);
  });
});
