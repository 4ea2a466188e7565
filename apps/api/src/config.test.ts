/**
 * Run-time configuration read at start (`loadConfig`, README "Configuration"): read replicas,
 * server processes, CV imports.
 */
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

describe('CV imports: their own pool and their rates (README "Configuration")', () => {
  it('gives imports a pool of their own: a third of the document threads, at least one', () => {
    const twoCores = loadConfig({ DOCUMENT_WORKERS: '1' }).documents;
    expect(twoCores).toMatchObject({
      workers: 1,
      importWorkers: 1,
      importQueue: 20,
      importTimeoutMs: 20_000,
    });
    expect(loadConfig({ DOCUMENT_WORKERS: '7' }).documents.importWorkers).toBe(2);
    const set = loadConfig({
      DOCUMENT_WORKERS: '3',
      CV_IMPORT_WORKERS: '2',
      CV_IMPORT_QUEUE: '0',
      CV_IMPORT_TIMEOUT_MS: '5000',
    }).documents;
    expect(set).toMatchObject({ workers: 3, importWorkers: 2, importQueue: 0, importTimeoutMs: 5000 });
  });

  it('reads the back office’s and the collaborators’ import rates, 60 and 5 by default', () => {
    expect(loadConfig({}).cvImportsPerMinute).toEqual({ staff: 60, collaborator: 5 });
    expect(
      loadConfig({ CV_IMPORTS_PER_MINUTE: '100', CV_IMPORTS_PER_MINUTE_COLLABORATOR: '3' })
        .cvImportsPerMinute,
    ).toEqual({ staff: 100, collaborator: 3 });
  });

  it('refuses a pool or a rate out of bounds, naming the variable', () => {
    expect(() => loadConfig({ CV_IMPORT_WORKERS: '0' })).toThrow('CV_IMPORT_WORKERS');
    expect(() => loadConfig({ CV_IMPORT_TIMEOUT_MS: '10' })).toThrow('CV_IMPORT_TIMEOUT_MS');
    expect(() => loadConfig({ CV_IMPORTS_PER_MINUTE_COLLABORATOR: '0' })).toThrow(
      'CV_IMPORTS_PER_MINUTE_COLLABORATOR',
    );
  });
});
