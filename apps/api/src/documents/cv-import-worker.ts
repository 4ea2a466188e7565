/**
 * The CV import worker (DESIGN.md "CV import"): one thread of the import pool,
 * apart from the document threads (./index.ts), reading an uploaded CV (../cv-import) and
 * understanding what it says (`readCv` of `@highlight/domain/cv/index`). Holds only what runs in
 * the thread (STYLE.md): no Fastify, no database. The readers, the vocabulary and the catalogue
 * load on the thread's first CV, then stay.
 *
 * Loaded by piscina from this `.ts` file: under `tsx` the thread inherits its loader; elsewhere
 * Node's type stripping reads it, so this file and its imports use erasable syntax only.
 */
import type { ReferenceItem } from '@highlight/domain/reference';
import type * as CatalogueModule from '../db/seed/reference/catalogue.ts';
import type * as CvImportModule from '../cv-import/index.ts';
import type * as CvUnderstandingModule from '@highlight/domain/cv/index';
import type { CvImportResult, CvImportTask } from './render-task.ts';
import { withoutContent } from './without-content.ts';

let modules: Promise<[typeof CvImportModule, typeof CvUnderstandingModule, typeof CatalogueModule]> | null =
  null;
/** The CV readers (pdfjs and the DOCX reader), the understanding and the catalogue, on the first CV. */
const loadModules = () =>
  (modules ??= Promise.all([
    import('../cv-import/index.ts'),
    import('@highlight/domain/cv/index'),
    import('../db/seed/reference/catalogue.ts'),
  ]));

/**
 * The catalogue this thread last received, kept while the main thread sends the same key: the
 * JSON Resume mapping indexes a catalogue by the list's identity (`fromJsonResume`), and a task's
 * list is a new array each time it crosses threads.
 */
let keptCatalogue: { key: string; items: readonly ReferenceItem[] } | null = null;
function catalogueOf(task: CvImportTask): readonly ReferenceItem[] {
  if (keptCatalogue?.key !== task.catalogue.key) keptCatalogue = task.catalogue;
  return keptCatalogue.items;
}

/**
 * Reads an uploaded CV and understands it (DESIGN.md "CV import"), in this one task: the readers'
 * `CvDocument` stays in the thread, only the preview crosses back. A reader's refusal comes back
 * as its code; any other error is thrown without its message (the main thread logs it as a 500).
 */
export default async function importCv(task: CvImportTask): Promise<CvImportResult> {
  const [{ readCvFile, CvReadError }, { readCv }, { loadVocabulary }] = await loadModules();
  try {
    const document = await readCvFile(task.bytes);
    const preview = readCv(document, {
      // The catalogue's vocabulary reads the skills a CV names (built once per thread).
      vocabulary: loadVocabulary(),
      catalogue: catalogueOf(task),
      locale: task.locale,
      now: new Date(task.now),
    });
    return { preview };
  } catch (error) {
    if (error instanceof CvReadError) return { error: error.code, detail: error.message };
    throw withoutContent(error);
  }
}
