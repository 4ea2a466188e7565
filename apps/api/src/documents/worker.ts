/**
 * The document worker (issue #8 §1): one of the pool's threads, rendering a skills file as PDF or
 * DOCX off the event loop, and importing uploaded CVs (issue #28 §1, §3: ../cv-import reads them,
 * the domain's CV understanding reads what they say). Holds only what runs in the thread
 * (STYLE.md): no Fastify, no database. The branding (with the logo's bytes) and the fonts are
 * loaded once per thread; the vocabulary and the catalogue once per thread too, when first needed.
 *
 * Loaded by piscina from this `.ts` file: under `tsx` the thread inherits its loader; elsewhere
 * Node's type stripping reads it, so this file and its imports use erasable syntax only.
 */
import { makeLabelOf, type ReferenceItem } from '@highlight/domain/reference';
import { emptyResume } from '@highlight/domain/resume';
import { Piscina, workerData } from 'piscina';
import { loadBranding, type BrandingConfig } from './branding.ts';
import { loadFonts, renderResumePdf } from './resume-pdf.ts';
import { buildResumeView } from './resume-view.ts';
import { withoutContent } from './without-content.ts';
import type * as DocxModule from './resume-docx.ts';
import type * as CatalogueModule from '../db/seed/reference/catalogue.ts';
import type * as CvImportModule from '../cv-import/index.ts';
import type * as CvUnderstandingModule from '@highlight/domain/cv/index';
import type * as TenderGridModule from './tender-grid-xlsx.ts';
import type {
  CvImportResult,
  CvImportTask,
  DocumentTask,
  RenderTask,
  TenderGridTask,
} from './render-task.ts';

const branding = loadBranding((workerData as { branding: BrandingConfig }).branding);
// Fonts are parsed and the drawing code compiled when the thread starts, not during its first
// job: a first render on a cold thread takes ten times longer than the next ones.
loadFonts();
await renderResumePdf(
  buildResumeView({
    user: { firstname: 'Élise', lastname: 'Œuvray', email: '', phoneNumber: '', trigram: 'EOE' },
    resume: { ...emptyResume(), desiredPosition: 'Développeuse', softSkills: ['Pédagogie'] },
    locale: 'fr',
    labelOf: makeLabelOf([]),
  }),
  branding,
);

let docx: Promise<typeof DocxModule> | null = null;
const loadDocx = () => (docx ??= import('./resume-docx.ts'));

let catalogue: Promise<typeof CatalogueModule> | null = null;
/**
 * issue #27 §5, #28 §1: the catalogue's vocabulary reads the skills a tailored file's texts and a
 * CV name. Built (from the reference data file, as the API's) on the thread's first tailored
 * document or CV only, then kept (`loadVocabulary` builds it once per thread).
 */
const loadVocabulary = async () =>
  (await (catalogue ??= import('../db/seed/reference/catalogue.ts'))).loadVocabulary();

/**
 * Runs one task of the pool: renders a document, imports an uploaded CV (issue #28 §1, §3) or
 * writes a tender grid (issue #29 §5).
 */
export default function run(task: DocumentTask): Promise<Uint8Array | CvImportResult> {
  if (!('kind' in task)) return render(task);
  return task.kind === 'import-cv' ? importCv(task) : tenderGrid(task);
}

let tenderGridXlsx: Promise<typeof TenderGridModule> | null = null;
/** exceljs loads on the thread's first tender grid only. */
async function tenderGrid(task: TenderGridTask): Promise<Uint8Array> {
  const { renderTenderGridXlsx } = await (tenderGridXlsx ??= import('./tender-grid-xlsx.ts'));
  return Piscina.move(await renderTenderGridXlsx(task)) as unknown as Uint8Array;
}

let cvImport: Promise<[typeof CvImportModule, typeof CvUnderstandingModule]> | null = null;
/** The CV readers (pdfjs and the DOCX reader) and the understanding load on the thread's first CV only. */
const loadCvImport = () =>
  (cvImport ??= Promise.all([import('../cv-import/index.ts'), import('@highlight/domain/cv/index')]));

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
 * Reads an uploaded CV and understands it (issue #28 §1, §3), in this one task: the readers'
 * `CvDocument` stays in the thread, only the preview crosses back. A reader's refusal comes back
 * as its code; any other error is thrown without its message (the main thread logs it as a 500).
 */
async function importCv(task: CvImportTask): Promise<CvImportResult> {
  const [{ readCvFile, CvReadError }, { readCv }] = await loadCvImport();
  try {
    const document = await readCvFile(task.bytes);
    const preview = readCv(document, {
      vocabulary: await loadVocabulary(),
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

/** Renders one document; the bytes move to the main thread without a copy. */
async function render(task: RenderTask): Promise<Uint8Array> {
  const generatedAt = new Date(task.generatedAt);
  if (task.format === 'json-resume') {
    const { toJsonResume } = await import('@highlight/domain/json-resume');
    const document = toJsonResume({ ...task, labelOf: makeLabelOf(task.labels) });
    return Piscina.move(new TextEncoder().encode(JSON.stringify(document, null, 2))) as Uint8Array;
  }
  const view = buildResumeView({
    user: task.user,
    resume: task.resume,
    locale: task.locale,
    labelOf: makeLabelOf(task.labels),
    anonymised: task.anonymised,
    focus: task.focus,
    ...(task.focus.length > 0 ? { vocabulary: await loadVocabulary() } : {}),
    generatedAt,
  });
  // The DOCX library loads on the first DOCX only: a thread that draws PDFs starts faster.
  const bytes =
    task.format === 'pdf'
      ? await renderResumePdf(view, branding, { generatedAt })
      : await (await loadDocx()).renderResumeDocx(view, branding, { generatedAt });
  return Piscina.move(bytes) as unknown as Uint8Array;
}
