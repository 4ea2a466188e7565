/** issue #30 §3: `DATABASE_READ_URL`, the read replicas, checked at start (`loadConfig`). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('DATABASE_READ_URL (issue #30 §3)', () => {
  const primary = 'postgres://app@db-primary:5432/highlight';

  it('reads one replica or several, comma-separated', () => {
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrls).toEqual([]);
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URL: ' postgres://app@db-r1:5432/highlight , postgresql://app@db-r2/highlight ',
      }).databaseReadUrls,
    ).toEqual(['postgres://app@db-r1:5432/highlight', 'postgresql://app@db-r2/highlight']);
  });

  it('refuses a replica that is not a PostgreSQL URL, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://db-r1/highlight' })).toThrow(
      /DATABASE_READ_URL/,
    );
  });

  it('refuses replicas on the embedded database, which has none', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@db-r1/highlight' })).toThrow(
      /DATABASE_READ_URL.*PostgreSQL/,
    );
  });
});

describe('API_PROCESSES (docs/production.md)', () => {
  it('runs one server process by default, several on PostgreSQL', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/highlight', API_PROCESSES: '4' }).processes).toBe(4);
  });

  it('refuses several processes on the embedded database, which belongs to one, naming the variable', () => {
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow('API_PROCESSES');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/highlight', API_PROCESSES: '0' })).toThrow(
      'API_PROCESSES',
    );
  });
});
