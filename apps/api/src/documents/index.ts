/**
 * Documents of skills files (DESIGN.md "Documents"; issue #8): the one entry point of the
 * capability. `renderResume` answers one PDF, DOCX or JSON Resume, from the cache or from the worker pool;
 * `zipResumes` streams a ZIP of up to 50 of them; `importCv` reads and understands an uploaded CV in
 * a pool of its own (DESIGN.md "CV import"); `renderTenderGrid` writes a tender grid's XLSX.
 * Nothing here renders or reads on the event loop: PDF and DOCX are drawn by worker threads
 * (piscina) sized by configuration, with a bounded queue (full: `DOCUMENTS_BUSY`, 429) and a time
 * limit per job (`DOCUMENT_TIMEOUT`, 503). CVs are read by a second pool with its own threads,
 * queue and time limit (docs/decisions.md "CV imports in a pool of their own"), so that one
 * person's imports, hostile ones included, never hold the threads another person's download waits
 * for. Finished documents are cached by (user, resume version, owner's last change, catalogue
 * version, language, variant, format, tailoring, day), so any change of the file or its owner makes
 * a new key, and `forgetUser` drops the old entries at once.
 */
import { availableParallelism } from 'node:os';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import yazl from 'yazl';
import { CV_IMPORT_MAX_BYTES, type Locale } from '@highlight/domain/constants';
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import { DOCUMENT_EXTENSIONS } from '@highlight/domain/documents';
import type { ReferenceItem } from '@highlight/domain/reference';
import type { ResumeBody } from '@highlight/domain/resume';
import { AppError } from '../errors.ts';
import { loadBranding, type BrandingConfig } from './branding.ts';
import type {
  CvImportResult,
  CvImportTask,
  DocumentTask,
  RenderTask,
  TenderGridTask,
} from './render-task.ts';
import { calendarDate, resumeFileName, type DocumentUser } from './resume-view.ts';

export { calendarDate, resumeFileName } from './resume-view.ts';
export { DEFAULT_BRANDING, type BrandingConfig } from './branding.ts';

export interface DocumentsConfig {
  /** Worker threads; default: cores − 1, at least 1 (issue #8 §1). */
  workers: number;
  /** Jobs waiting for a thread before new ones get 429. */
  queue: number;
  /** Time limit of one job, queue wait included, in milliseconds. */
  timeoutMs: number;
  /** Bytes of finished documents kept in memory; 0 turns the cache off. */
  cacheBytes: number;
  branding: BrandingConfig;
  /** Threads of the CV import pool, apart from the documents' (config `CV_IMPORT_WORKERS`). */
  importWorkers: number;
  /** CV imports waiting for an import thread before new ones get 429 (`CV_IMPORT_QUEUE`). */
  importQueue: number;
  /** Time limit of one CV import, queue wait included, in milliseconds (`CV_IMPORT_TIMEOUT_MS`). */
  importTimeoutMs: number;
}

/**
 * The default count of CV import threads: a third of the document threads, at least one, so that a
 * 2-core machine runs one document thread and one import thread, and imports never take a
 * download's thread (README "Configuration").
 */
export function defaultImportWorkers(documentWorkers: number): number {
  return Math.max(1, Math.floor(documentWorkers / 3));
}

/** Defaults of `DocumentsConfig` (README "Configuration"). */
export function defaultDocumentsConfig(): DocumentsConfig {
  const workers = Math.max(1, availableParallelism() - 1);
  return {
    workers,
    queue: 100,
    timeoutMs: 20_000,
    cacheBytes: 64 * 1024 * 1024,
    branding: { firmName: 'Highlight', accentColor: '#1d3f6e', logoPath: null },
    importWorkers: defaultImportWorkers(workers),
    importQueue: 20,
    importTimeoutMs: 20_000,
  };
}

/** A stored skills file at one version. */
export interface StoredResume {
  document: ResumeBody;
  version: number;
}

/**
 * A skills file and its owner: what a document is made of. The file itself is read only when no
 * cached document answers (`load`), so a cache hit never reads or parses it and a ZIP holds only
 * the files being rendered, whatever their count and size.
 */
export interface DocumentSource {
  user: DocumentUser & { id: string; updatedAt: Date };
  /** The stored version of the file (0 for a file never saved): the cache key's part. */
  version: number;
  /** Reads the file; when it changed since `version` was read, the newer one comes back. */
  load(): Promise<StoredResume>;
}

/** A finished file to put in a ZIP as it is. */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** How to render: format, the viewer's display language, anonymised variant, tailoring. */
export interface DocumentOptions {
  format: 'pdf' | 'docx' | 'json-resume';
  locale: Locale;
  anonymised: boolean;
  focus: readonly string[];
}

/** What a CV import needs besides the file (issue #28 §3). */
export interface CvImportOptions {
  /** The reference catalogue (`AppContext.reference()`): its version and items, custom ones included. */
  catalogue: { version: number; items: ReferenceItem[] };
  /** Language of the labels the import creates: the caller's display language. */
  locale: Locale;
  /** The instant of the import (dates after it are in the future). */
  now: Date;
}

export interface Documents {
  /**
   * One document, from the cache when the same file, owner, catalogue and options were rendered
   * today. Throws `AppError` `DOCUMENTS_BUSY` (queue full), `DOCUMENT_TIMEOUT` (over the time
   * limit; the worker is stopped), or the worker's error. `signal` abandons the job; a signal
   * aborted already throws its reason and starts nothing (plugins/client-gone.ts).
   */
  renderResume(
    source: DocumentSource,
    options: DocumentOptions,
    signal?: AbortSignal,
  ): Promise<{ bytes: Uint8Array; filename: string; cached: boolean }>;
  /**
   * spec §7 GET users/resumes: a ZIP streamed while it is built, one entry per source in the
   * given order, names made unique (`DUPONT_Jean_2026-11-23_2.pdf`). At most `workers + 1` files
   * are in flight and a finished file waits for the ZIP to take it, so memory stays bounded by
   * that, not by the count. Aborting `signal` (the client left) stops the remaining work, and a
   * signal aborted already throws its reason before anything starts. Every failure reaches the
   * stream's reader as its error (`pipeline`: the stream never emits an unhandled 'error'). `lead`
   * entries (issue #29 §5: the tender grid's spreadsheet) come first, compressed, under their names.
   */
  zipResumes(
    sources: readonly DocumentSource[],
    options: DocumentOptions,
    signal: AbortSignal,
    lead?: readonly ZipEntry[],
  ): Readable;
  /**
   * issue #29 §5: the tender grid as XLSX (./tender-grid-xlsx.ts), written by a worker under the
   * same bounded queue and time limit as a document (`DOCUMENTS_BUSY`, `DOCUMENT_TIMEOUT`).
   */
  renderTenderGrid(grid: Omit<TenderGridTask, 'kind'>, signal?: AbortSignal): Promise<Uint8Array>;
  /**
   * issue #28 §1, §3: reads an uploaded CV (PDF or DOCX) and understands it (`readCv` of
   * `@highlight/domain/cv/index`) in one task of the import pool, never on the event loop nor on a
   * document thread, within that pool's bounded queue and time limit (`importWorkers`,
   * `importQueue`, `importTimeoutMs`): the preview `POST /api/resume-imports` answers.
   * Nothing is kept. `bytes` moves to the worker thread and is detached here (a Node `Buffer`,
   * often a slice of a shared pool, or a view over part of a buffer is copied once first). Throws
   * `AppError`: `PAYLOAD_TOO_LARGE` over `CV_IMPORT_MAX_BYTES` (before anything is queued), the
   * readers' `CV_UNSUPPORTED`, `CV_TOO_MANY_PAGES`, `CV_TOO_LARGE_UNCOMPRESSED`, `CV_SCRIPTED`,
   * `CV_ENCRYPTED`, `CV_DAMAGED`, `CV_NO_TEXT`, `CV_TOO_COMPLEX` (../cv-import), `DOCUMENTS_BUSY`
   * (the import pool's queue is full), `DOCUMENT_TIMEOUT` (the worker is stopped); any other
   * failure is a plain `Error` whose message names none of the CV's content (a 500). `signal`
   * abandons the import; a signal aborted already throws its reason and starts nothing.
   */
  importCv(bytes: Uint8Array, options: CvImportOptions, signal?: AbortSignal): Promise<CvImportPreview>;
  /** Drops the cached documents of a user (their file or profile changed). */
  forgetUser(userId: string): void;
  /** Counters for health checks and benchmarks; `imports`, the CV import pool's. */
  stats(): {
    threads: number;
    queued: number;
    completed: number;
    cached: number;
    cachedBytes: number;
    imports: { threads: number; queued: number; completed: number };
  };
  close(): Promise<void>;
}

/** The ids a resume refers to (catalogue skills, domains, jobs, sectors, sub-sectors) and the focus. */
function referencedIds(resume: ResumeBody, focus: readonly string[]): Set<string> {
  const ids = new Set<string>(focus);
  for (const { job } of resume.jobs) ids.add(job.id);
  for (const group of resume.technicalSkills) {
    ids.add(group.domain.id);
    for (const skill of group.skills) ids.add(skill.id);
  }
  for (const experience of resume.experiences) {
    if (experience.sector !== null) ids.add(experience.sector);
    for (const project of experience.projectExperiences) {
      for (const skill of project.technicalEnvironment) ids.add(skill.id);
      for (const job of project.jobs) ids.add(job.id);
      for (const subSector of project.subSectors) ids.add(subSector);
    }
  }
  return ids;
}

/** A serial number per catalogue list: the same array (the API keeps one until a restart) → the same key. */
const catalogueSerials = new WeakMap<readonly ReferenceItem[], number>();
let lastCatalogueSerial = 0;

/**
 * The key a worker keeps its catalogue under (render-task.ts `CvImportTask`): the seed version, the
 * count of items, and the list's identity here, so that a new list is never taken for the old.
 */
function catalogueKey(catalogue: CvImportOptions['catalogue']): string {
  let serial = catalogueSerials.get(catalogue.items);
  if (serial === undefined) {
    serial = ++lastCatalogueSerial;
    catalogueSerials.set(catalogue.items, serial);
  }
  return `${catalogue.version}:${catalogue.items.length}:${serial}`;
}

const isQueueFull = (error: unknown) => error instanceof Error && error.message === 'Task queue is at limit';
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Runs a job as one of a pool's jobs, within the pool's bounds (see `boundedJobs`). */
type Bounded = <T>(signal: AbortSignal | undefined, job: (signal: AbortSignal) => Promise<T>) => Promise<T>;

/**
 * The bounds of one pool's jobs: `run` refuses a job with `DOCUMENTS_BUSY` when the pool's
 * `workers` threads and `queue` places are taken (piscina does not count abortable tasks against
 * its `maxQueue`, so the bound is kept here, before anything is read), stops it at `timeoutMs`
 * (`DOCUMENT_TIMEOUT`) or when `signal` aborts, and gives the job the signal that covers both. A
 * signal aborted already throws its reason and starts nothing. `pending` counts the jobs running
 * or waiting.
 */
function boundedJobs(limits: { workers: number; queue: number; timeoutMs: number }): {
  run: Bounded;
  pending: () => number;
} {
  let pending = 0;
  const run: Bounded = async (signal, job) => {
    // A client already gone gets no work started for it (its signal's reason is thrown).
    signal?.throwIfAborted();
    if (pending >= limits.workers + limits.queue) throw new AppError('DOCUMENTS_BUSY');
    pending++;
    const timeout = AbortSignal.timeout(limits.timeoutMs);
    try {
      return await job(signal ? AbortSignal.any([signal, timeout]) : timeout);
    } catch (error) {
      if (isQueueFull(error)) throw new AppError('DOCUMENTS_BUSY');
      if (isAbort(error) && timeout.aborted) throw new AppError('DOCUMENT_TIMEOUT');
      throw error;
    } finally {
      pending--;
    }
  };
  return { run, pending: () => pending };
}

/**
 * Bytes that can move to a worker thread: `bytes` itself when it spans a whole `ArrayBuffer`, else
 * a copy (a Node `Buffer`, whose memory may be a shared pool's, a view over part of a buffer,
 * shared memory).
 */
function transferable(bytes: Uint8Array): Uint8Array {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return whole && !Buffer.isBuffer(bytes) ? bytes : new Uint8Array(bytes);
}

/** The file name of a document: `<LASTNAME>_<Firstname>_<date>` or `<TRIGRAM>_<date>` (issue #8 §8). */
export function documentFileName(
  user: DocumentUser,
  anonymised: boolean,
  date: Date,
  extension: string,
): string {
  return resumeFileName(anonymised ? { lastname: user.trigram, firstname: '' } : user, date, extension);
}

/** Appends `_2`, `_3`… before the extension of a name already used in the ZIP. */
function uniqueName(name: string, used: Map<string, number>): string {
  const count = (used.get(name) ?? 0) + 1;
  used.set(name, count);
  if (count === 1) return name;
  const dot = name.lastIndexOf('.');
  const candidate = `${name.slice(0, dot)}_${count}${name.slice(dot)}`;
  return used.has(candidate) ? uniqueName(name, used) : (used.set(candidate, 1), candidate);
}

/**
 * Starts the worker pool and the cache. `reference` gives the catalogue (labels) and its version.
 * Call `close()` on shutdown.
 */
export function createDocuments(
  config: DocumentsConfig,
  reference: () => Promise<{ version: number; items: ReferenceItem[] }>,
): Documents {
  loadBranding(config.branding); // a bad FIRM_LOGO fails here, at start-up, not on each document
  const pool = new Piscina<DocumentTask, Uint8Array>({
    filename: new URL('./worker.ts', import.meta.url).href,
    minThreads: config.workers,
    maxThreads: config.workers,
    maxQueue: config.queue,
    idleTimeout: 60_000,
    workerData: { branding: config.branding },
  });
  // CV imports: threads of their own, started on the first import and let go after a minute idle
  // (a thread holding pdfjs and the vocabulary weighs about 100 MB).
  const importPool = new Piscina<CvImportTask, CvImportResult>({
    filename: new URL('./cv-import-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: config.importWorkers,
    maxQueue: config.importQueue,
    idleTimeout: 60_000,
  });
  const documentJobs = boundedJobs(config);
  const bounded = documentJobs.run;
  const importJobs = boundedJobs({
    workers: config.importWorkers,
    queue: config.importQueue,
    timeoutMs: config.importTimeoutMs,
  });
  const cache =
    config.cacheBytes > 0
      ? new LRUCache<string, Uint8Array>({
          maxSize: config.cacheBytes,
          sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
        })
      : null;

  async function render(
    source: DocumentSource,
    options: DocumentOptions,
    signal?: AbortSignal,
  ): Promise<{ bytes: Uint8Array; filename: string; cached: boolean }> {
    const now = new Date();
    const day = calendarDate(now);
    const { version: catalogueVersion, items } = await reference();
    const filename = documentFileName(
      source.user,
      options.anonymised,
      now,
      DOCUMENT_EXTENSIONS[options.format],
    );
    const keyOf = (resumeVersion: number) =>
      [
        source.user.id,
        resumeVersion,
        source.user.updatedAt.getTime(),
        catalogueVersion,
        options.locale,
        options.anonymised ? 'anonymised' : 'named',
        options.format,
        options.focus.join(','),
        day,
      ].join('|');
    const hit = cache?.get(keyOf(source.version));
    if (hit) return { bytes: hit, filename, cached: true };

    return bounded(signal, async (jobSignal) => {
      const resume = await source.load();
      const ids = referencedIds(resume.document, options.focus);
      const { firstname, lastname, email, phoneNumber, trigram } = source.user;
      const task: RenderTask = {
        format: options.format,
        user: { firstname, lastname, email, phoneNumber, trigram },
        resume: resume.document,
        locale: options.locale,
        labels: items.filter((item) => ids.has(item.id)),
        anonymised: options.anonymised,
        focus: [...options.focus],
        generatedAt: now.toISOString(),
      };
      const bytes = await pool.run(task, { signal: jobSignal });
      cache?.set(keyOf(resume.version), bytes);
      return { bytes, filename, cached: false };
    });
  }

  async function importCv(
    bytes: Uint8Array,
    options: CvImportOptions,
    signal?: AbortSignal,
  ): Promise<CvImportPreview> {
    if (bytes.byteLength > CV_IMPORT_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'CV over its size', [], {
        maxRequestKilobytes: CV_IMPORT_MAX_BYTES / 1024,
      });
    }
    return importJobs.run(signal, async (jobSignal) => {
      const owned = transferable(bytes);
      // The catalogue (about 1,000 items) is cloned into the task each time, about 1.5 ms here; the
      // thread keeps its first copy for the key, and the indexes built from it.
      const task: CvImportTask = {
        bytes: owned,
        catalogue: { key: catalogueKey(options.catalogue), items: options.catalogue.items },
        locale: options.locale,
        now: options.now.toISOString(),
      };
      const result = await importPool.run(task, {
        signal: jobSignal,
        transferList: [owned.buffer as ArrayBuffer],
      });
      if ('error' in result) throw new AppError(result.error, result.detail);
      return result.preview;
    });
  }

  function renderTenderGrid(grid: Omit<TenderGridTask, 'kind'>, signal?: AbortSignal): Promise<Uint8Array> {
    return bounded(
      signal,
      async (jobSignal) =>
        await pool.run({ kind: 'tender-grid', ...grid } satisfies TenderGridTask, {
          signal: jobSignal,
        }),
    );
  }

  function zipResumes(
    sources: readonly DocumentSource[],
    options: DocumentOptions,
    signal: AbortSignal,
    lead: readonly ZipEntry[] = [],
  ): Readable {
    // A client already gone gets no ZIP: the caller's error path answers nobody.
    signal.throwIfAborted();
    const zip = new yazl.ZipFile();
    const output = new PassThrough();
    // `pipeline` gives both streams their error path from here on, whoever reads `output` and
    // whenever they start: an error (a document past its time limit, a client gone) destroys the
    // ZIP's stream and `output`, and is seen by `output`'s reader, never as an unhandled 'error'.
    pipeline(zip.outputStream, output, () => undefined);
    const used = new Map<string, number>();
    for (const entry of lead) {
      zip.addBuffer(
        Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength),
        uniqueName(entry.name, used),
        {
          mtime: new Date(),
        },
      );
    }
    const inFlight = Math.max(1, config.workers + 1);
    const jobs: { started: boolean; promise?: Promise<{ bytes: Uint8Array; filename: string }> }[] =
      sources.map(() => ({ started: false }));
    const start = (index: number) => {
      const job = jobs[index];
      const source = sources[index];
      if (!job || !source || job.started || signal.aborted) return;
      job.started = true;
      job.promise = render(source, options, signal);
      job.promise.catch(() => undefined);
    };
    // Files go into the ZIP in order; the next ones render meanwhile, a bounded number ahead.
    void (async () => {
      try {
        for (let index = 0; index < sources.length; index++) {
          for (let ahead = index; ahead < Math.min(sources.length, index + inFlight); ahead++) start(ahead);
          const job = jobs[index];
          const result = await job?.promise;
          // The ZIP holds the bytes from here on; the list of jobs lets go of them.
          if (job) job.promise = undefined;
          if (!result || signal.aborted) throw signal.reason ?? new Error('aborted');
          const entry = Readable.from([
            Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength),
          ]);
          const taken = new Promise<void>((resolve) => entry.once('end', resolve));
          // Documents are compressed already (PDF streams, DOCX is a ZIP): stored as they are.
          zip.addReadStream(entry, uniqueName(result.filename, used), { compress: false, mtime: new Date() });
          await Promise.race([
            taken,
            new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true })),
          ]);
        }
        zip.end();
      } catch (error) {
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return output;
  }

  return {
    renderResume: render,
    zipResumes,
    importCv,
    renderTenderGrid,
    forgetUser(userId) {
      if (!cache) return;
      for (const key of cache.keys()) if (key.startsWith(`${userId}|`)) cache.delete(key);
    },
    stats: () => ({
      threads: pool.threads.length,
      queued: Math.max(0, documentJobs.pending() - pool.threads.length),
      completed: pool.completed,
      cached: cache?.size ?? 0,
      cachedBytes: cache?.calculatedSize ?? 0,
      imports: {
        threads: importPool.threads.length,
        queued: Math.max(0, importJobs.pending() - importPool.threads.length),
        completed: importPool.completed,
      },
    }),
    close: async () => {
      await Promise.all([pool.destroy(), importPool.destroy()]);
    },
  };
}
