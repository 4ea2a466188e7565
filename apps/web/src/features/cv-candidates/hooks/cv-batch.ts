/**
 * issue #28 §5, HR's batch of CVs as data: one row per file, what became of its reading and of its
 * creation, and the person's fields HR corrects. Pure: the reducer and the derived states; the
 * calls are `use-cv-batch.ts`'s.
 */
import { ZAddCandidateRequest } from '@highlight/domain/back-office';
import { SELECTION_LIMIT } from '@highlight/domain/constants';
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import type { ImportedSection } from '@highlight/domain/resume-import-merge';
import type { ResumeBody } from '@highlight/domain/resume';

/** The fields spec §5 requires to create a candidate, in the form's order. */
export const PERSON_FIELDS = ['firstname', 'lastname', 'email', 'phoneNumber'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
export type PersonValues = Record<PersonField, string>;

/** The add-candidate form's own rules for these fields (spec §5), message keys as the form's. */
const ZPerson = ZAddCandidateRequest.pick({
  firstname: true,
  lastname: true,
  email: true,
  phoneNumber: true,
});

/** spec §5 on `person`: the message key (`validation.…`) of each field breaking its rule. */
export function personIssues(person: PersonValues): Partial<Record<PersonField, string>> {
  const parsed = ZPerson.safeParse(person);
  const issues: Partial<Record<PersonField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as PersonField;
    issues[field] ??= issue.message;
  }
  return issues;
}

/** Why a file was not sent: not a PDF or DOCX, empty, or past `CV_IMPORT_MAX_BYTES`. */
export type FileProblem = 'type' | 'empty' | 'size';

/** The reading of a CV (POST /api/resume-imports). */
export type ReadState =
  | { kind: 'refused'; problem: FileProblem }
  | { kind: 'queued' }
  | { kind: 'reading' }
  /** The server asked to wait (its workers are busy) or failed for a while: tried again by itself. */
  | { kind: 'waiting'; error: unknown }
  | { kind: 'failed'; error: unknown }
  | { kind: 'read' };

/** The person's file being laid over their current one, for HR's confirmation. */
export interface PersonUpdate {
  userId: string;
  name: string;
  version: number;
  body: ResumeBody;
  /** The sections of their file the CV replaces (those the CV leaves empty stay). */
  replaces: ImportedSection[];
}

/** What became of the row's candidate. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'creating' }
  | { kind: 'created'; userId: string }
  | { kind: 'failed'; error: unknown }
  /**
   * The email is a known person's (`userId` when the API names them): update their file instead?
   * `locked` once read: an employee's or a back-office member's file is theirs, never HR's to replace.
   */
  | { kind: 'exists'; userId: string | undefined; error?: unknown; locked?: boolean }
  | { kind: 'loadingPerson'; userId: string }
  | { kind: 'confirming'; update: PersonUpdate }
  | { kind: 'updating'; update: PersonUpdate }
  | { kind: 'updated'; userId: string; name: string };

export interface CvRow {
  id: string;
  file: File;
  read: ReadState;
  preview: CvImportPreview | null;
  person: PersonValues;
  save: SaveState;
}

/** Where a row stands, as its badge says it. */
export type RowStatus =
  | 'queued'
  | 'reading'
  | 'waiting'
  | 'failed'
  | 'attention'
  | 'ready'
  | 'creating'
  | 'created'
  | 'exists'
  | 'updated';

export function rowStatus(row: CvRow): RowStatus {
  switch (row.read.kind) {
    case 'refused':
    case 'failed':
      return 'failed';
    case 'queued':
      return 'queued';
    case 'reading':
      return 'reading';
    case 'waiting':
      return 'waiting';
    case 'read':
      break;
  }
  switch (row.save.kind) {
    case 'creating':
      return 'creating';
    case 'created':
      return 'created';
    case 'updated':
      return 'updated';
    case 'exists':
    case 'loadingPerson':
    case 'confirming':
    case 'updating':
      return 'exists';
    case 'idle':
    case 'failed':
      return Object.keys(personIssues(row.person)).length > 0 ? 'attention' : 'ready';
  }
}

/** Whether the reading of `row` is over (read, or failed for good): the progress bar counts it. */
export function isReadingOver(row: CvRow): boolean {
  return row.read.kind === 'read' || row.read.kind === 'failed' || row.read.kind === 'refused';
}

/** Whether `row` may be created now: read, its four fields valid, not created or tried as known. */
export function isReady(row: CvRow): boolean {
  return rowStatus(row) === 'ready';
}

export type BatchAction =
  | { type: 'add'; rows: CvRow[] }
  | { type: 'remove'; id: string }
  | { type: 'read'; id: string; state: ReadState; preview?: CvImportPreview }
  | { type: 'edit'; id: string; field: PersonField; value: string }
  | { type: 'save'; id: string; state: SaveState };

export function batchReducer(rows: CvRow[], action: BatchAction): CvRow[] {
  const change = (id: string, update: (row: CvRow) => CvRow) =>
    rows.map((row) => (row.id === id ? update(row) : row));
  switch (action.type) {
    case 'add':
      return [...rows, ...action.rows];
    case 'remove':
      return rows.filter((row) => row.id !== action.id);
    case 'read':
      return change(action.id, (row) => {
        const preview = action.preview ?? row.preview;
        // The CV's person fills the fields once, when read; HR's corrections are never overwritten.
        const person = action.preview && !row.preview ? { ...action.preview.person } : row.person;
        return { ...row, read: action.state, preview, person };
      });
    case 'edit':
      return change(action.id, (row) => ({
        ...row,
        person: { ...row.person, [action.field]: action.value },
        // A new email may no longer be a known person's; a correction clears a creation error.
        save:
          row.save.kind === 'failed' || (action.field === 'email' && row.save.kind === 'exists')
            ? { kind: 'idle' }
            : row.save,
      }));
    case 'save':
      return change(action.id, (row) => ({ ...row, save: action.state }));
  }
}

/** What adding `count` files to a batch of `present` rows keeps: spec §9, `SELECTION_LIMIT` files at once. */
export function admitted(present: number, count: number): { kept: number; leftOut: number } {
  const kept = Math.max(0, Math.min(count, SELECTION_LIMIT - present));
  return { kept, leftOut: count - kept };
}

/** A short account of a CV's file for its row: the position it names, its experiences and skills. */
export function fileSummary(resume: ResumeBody): { position: string; experiences: number; skills: number } {
  return {
    position: resume.desiredPosition || (resume.experiences[0]?.position ?? ''),
    experiences: resume.experiences.length,
    skills: resume.technicalSkills.reduce((sum, entry) => sum + entry.skills.length, 0),
  };
}
