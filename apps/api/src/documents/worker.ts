/**
 * The document worker (DESIGN.md "Documents"): one of the pool's threads, rendering a skills file
 * as PDF or DOCX off the event loop, and writing tender grids. CVs are imported by threads of their
 * own (./cv-import-worker.ts). Holds only what runs in the thread (STYLE.md): no Fastify, no
 * database. The branding (with the logo's bytes) and the fonts are loaded once per thread; the
 * vocabulary once per thread too, when first needed.
 *
 * Loaded by piscina from this `.ts` file: under `tsx` the thread inherits its loader; elsewhere
 * Node's type stripping reads it, so this file and its imports use erasable syntax only.
 */
import { makeLabelOf } from '@highlight/domain/reference';
import { emptyResume } from '@highlight/domain/resume';
import { Piscina, workerData } from 'piscina';
import { loadBranding, type BrandingConfig } from './branding.ts';
import { loadFonts, renderResumePdf } from './resume-pdf.ts';
import { buildResumeView } from './resume-view.ts';
import type * as DocxModule from './resume-docx.ts';
import type * as CatalogueModule from '../db/seed/reference/catalogue.ts';
import type * as TenderGridModule from './tender-grid-xlsx.ts';
import type { DocumentTask, RenderTask, TenderGridTask } from './render-task.ts';

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
 * The catalogue's vocabulary reads the skills a tailored file's texts name. Built
 * (from the reference data file, as the API's) on the thread's first tailored document only, then
 * kept (`loadVocabulary` builds it once per thread).
 */
const loadVocabulary = async () =>
  (await (catalogue ??= import('../db/seed/reference/catalogue.ts'))).loadVocabulary();

/** Runs one task of the pool: renders a document, or writes a tender grid. */
export default function run(task: DocumentTask): Promise<Uint8Array> {
  return 'kind' in task ? tenderGrid(task) : render(task);
}

let tenderGridXlsx: Promise<typeof TenderGridModule> | null = null;
/** exceljs loads on the thread's first tender grid only. */
async function tenderGrid(task: TenderGridTask): Promise<Uint8Array> {
  const { renderTenderGridXlsx } = await (tenderGridXlsx ??= import('./tender-grid-xlsx.ts'));
  return Piscina.move(await renderTenderGridXlsx(task)) as unknown as Uint8Array;
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
