import type { Locale } from '@highlight/domain/constants';
import { replaceImportedSections } from '@highlight/domain/resume-import-merge';
import { isStaff } from '@highlight/domain/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { uploadCv } from '../../../api/resume-imports.ts';
import { ApiError } from '../../../lib/api.ts';
import { cvFileProblem } from '../../../lib/cv-file.ts';
import { createCandidate } from '../api/create-candidate.ts';
import { getPerson, savePersonResume } from '../api/person-file.ts';
import { admitted, batchReducer, isReady, type CvRow, type PersonField, type SaveState } from './cv-batch.ts';
import { createUploadQueue, type UploadQueue } from './upload-queue.ts';

/** HR's choices for the candidates of the batch. */
export interface CreateOptions {
  /** The account-creation email leaves now (issue #28 §5: only when HR chooses). */
  sendAccountEmail: boolean;
  /** The language of the candidates' emails and screens. */
  displayLanguage: Locale;
}

let rowNumber = 0;
const EMPTY_PERSON = { firstname: '', lastname: '', email: '', phoneNumber: '' };

/**
 * issue #28 §5: HR's batch of CVs. `add` takes files (checked for type and size first, at most
 * `SELECTION_LIMIT` rows in all: the rest are left out and counted) and reads them a few at a time
 * (`upload-queue.ts`); `create` adds a row's candidate with the file read from the CV (POST
 * /users); a known email offers `prepareUpdate` (the person read, their file with the CV's
 * sections in place; refused for an employee's or a back-office member's file, which stays theirs)
 * then `confirmUpdate` (PATCH users/{id}/resume at the version read).
 * Everything stops when the screen closes.
 */
export function useCvBatch() {
  const [rows, dispatch] = useReducer(batchReducer, []);
  // The rows as last rendered, for the calls (a click acts on what it was shown); `add` puts its
  // own rows in at once, so that a second drop before the next render counts them.
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);
  const queue = useRef<UploadQueue | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const created = createUploadQueue(uploadCv, {
      reading: (id) => dispatch({ type: 'read', id, state: { kind: 'reading' } }),
      waiting: (id, _delay, error) => dispatch({ type: 'read', id, state: { kind: 'waiting', error } }),
      read: (id, preview) => dispatch({ type: 'read', id, state: { kind: 'read' }, preview }),
      failed: (id, error) => dispatch({ type: 'read', id, state: { kind: 'failed', error } }),
    });
    queue.current = created;
    return () => {
      created.stop();
      if (queue.current === created) queue.current = null;
    };
  }, []);

  const add = useCallback((files: readonly File[]): { kept: number; leftOut: number } => {
    const bound = admitted(rowsRef.current.length, files.length);
    const rows = files.slice(0, bound.kept).map((file): CvRow => {
      rowNumber += 1;
      const problem = cvFileProblem(file);
      return {
        id: `cv-${rowNumber}`,
        file,
        read: problem ? { kind: 'refused', problem } : { kind: 'queued' },
        preview: null,
        person: EMPTY_PERSON,
        save: { kind: 'idle' },
      };
    });
    rowsRef.current = [...rowsRef.current, ...rows];
    dispatch({ type: 'add', rows });
    for (const row of rows) if (row.read.kind === 'queued') queue.current?.add(row.id, row.file);
    return bound;
  }, []);

  const remove = useCallback((id: string) => {
    queue.current?.cancel(id);
    dispatch({ type: 'remove', id });
  }, []);

  const retry = useCallback((id: string) => {
    const row = rowsRef.current.find((candidate) => candidate.id === id);
    if (!row) return;
    dispatch({ type: 'read', id, state: { kind: 'queued' } });
    queue.current?.add(id, row.file);
  }, []);

  const edit = useCallback((id: string, field: PersonField, value: string) => {
    dispatch({ type: 'edit', id, field, value });
  }, []);

  const setSave = (id: string, state: SaveState) => dispatch({ type: 'save', id, state });

  /** Creates the candidate of row `id`; resolves once the row shows the outcome. */
  const create = useCallback(
    async (id: string, options: CreateOptions): Promise<void> => {
      const row = rowsRef.current.find((candidate) => candidate.id === id);
      if (!row?.preview || !isReady(row)) return;
      setSave(id, { kind: 'creating' });
      try {
        const user = await createCandidate({
          firstname: row.person.firstname.trim(),
          lastname: row.person.lastname.trim(),
          email: row.person.email.trim(),
          phoneNumber: row.person.phoneNumber.trim(),
          displayLanguage: options.displayLanguage,
          resume: row.preview.resume,
          sendAccountEmail: options.sendAccountEmail,
        });
        setSave(id, { kind: 'created', userId: user.id });
        await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'CANDIDATE_EXISTS') {
          setSave(id, { kind: 'exists', userId: error.userId });
        } else {
          setSave(id, { kind: 'failed', error });
        }
      }
    },
    [queryClient],
  );

  /** Creates every ready row, one after the other. */
  const createAll = useCallback(
    async (options: CreateOptions): Promise<void> => {
      for (const row of rowsRef.current.filter(isReady)) {
        // A row removed meanwhile is skipped by `create`.
        await create(row.id, options);
      }
    },
    [create],
  );

  /** Reads the known person of row `id` and shows what the CV would replace in their file. */
  const prepareUpdate = useCallback(async (id: string): Promise<void> => {
    const row = rowsRef.current.find((candidate) => candidate.id === id);
    const userId = row?.save.kind === 'exists' ? row.save.userId : undefined;
    if (!row?.preview || !userId) return;
    setSave(id, { kind: 'loadingPerson', userId });
    try {
      const person = await getPerson(userId);
      // The API lets the back office replace an applicant's file only (docs/decisions.md).
      if (!person.roles.includes('applicant') || person.roles.includes('employee') || isStaff(person.roles)) {
        setSave(id, { kind: 'exists', userId, locked: true });
        return;
      }
      const { resume, replaces } = replaceImportedSections(row.preview.resume, person.resume);
      setSave(id, {
        kind: 'confirming',
        update: {
          userId,
          name: `${person.firstname} ${person.lastname}`.trim(),
          version: person.resume.version,
          body: resume,
          replaces,
        },
      });
    } catch (error) {
      setSave(id, { kind: 'exists', userId, error });
    }
  }, []);

  /** Saves the prepared file of row `id`; a file changed meanwhile is read again and shown anew. */
  const confirmUpdate = useCallback(
    async (id: string): Promise<void> => {
      const row = rowsRef.current.find((candidate) => candidate.id === id);
      if (row?.save.kind !== 'confirming') return;
      const { update } = row.save;
      setSave(id, { kind: 'updating', update });
      try {
        await savePersonResume(update.userId, update.body, update.version);
        setSave(id, { kind: 'updated', userId: update.userId, name: update.name });
        await queryClient.invalidateQueries({ queryKey: ['users'] });
      } catch (error) {
        setSave(id, { kind: 'exists', userId: update.userId, error });
      }
    },
    [queryClient],
  );

  const cancelUpdate = useCallback((id: string) => {
    const row = rowsRef.current.find((candidate) => candidate.id === id);
    if (row?.save.kind === 'confirming') setSave(id, { kind: 'exists', userId: row.save.update.userId });
  }, []);

  return useMemo(
    () => ({ rows, add, remove, retry, edit, create, createAll, prepareUpdate, confirmUpdate, cancelUpdate }),
    [rows, add, remove, retry, edit, create, createAll, prepareUpdate, confirmUpdate, cancelUpdate],
  );
}
