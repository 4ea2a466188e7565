/**
 * Downloading a skills file the way a person does (a button in the app), and reading its text
 * with poppler's `pdftotext` (PDF) or mammoth (DOCX).
 */
import { expect, test, type Locator } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import mammoth from 'mammoth';

const run = promisify(execFile);

export interface DownloadedPdf {
  /** The file name the browser was given (the server's `Content-Disposition`). */
  filename: string;
  /** Where the file was saved, under the test's output folder. */
  path: string;
  /** The text of all pages as `pdftotext` extracts it, white space normalised (`normalise`). */
  text: string;
}

/**
 * The text of the PDF file at `path` (`pdftotext -enc UTF-8 <path> -`). Throws when `pdftotext`
 * is missing or cannot read the file.
 */
export async function pdfToText(path: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', path, '-'], { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/**
 * Text made comparable: every run of white space (line breaks, no-break and narrow no-break spaces
 * included) becomes one space, so a phrase wrapped over two lines of the PDF still matches.
 */
export function normalise(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** The API call behind every download button: spec §7 `GET /api/users/{id}/resume`. */
const RESUME_PATH = /^\/api\/users\/[^/]+\/resume$/;

/** What each format's file starts with, its media type and how its text is read. */
const FORMATS = {
  pdf: { type: 'application/pdf', extension: 'pdf', magic: '%PDF-' },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    magic: 'PK',
  },
  'json-resume': { type: 'application/json', extension: 'json', magic: '{' },
} as const;

/**
 * Clicks `trigger`, checks the server's answer to `GET /api/users/{id}/resume` (failing at once,
 * with the status and body, when it is an error rather than waiting for a download that never
 * comes), waits for the browser's download, checks its format, saves it under the test's output
 * folder and returns its name and (normalised) text: pdftotext for a PDF, mammoth for a DOCX, the
 * file itself for JSON.
 */
export async function downloadDocument(
  trigger: Locator,
  format: keyof typeof FORMATS = 'pdf',
): Promise<DownloadedPdf> {
  const expected = FORMATS[format];
  const page = trigger.page();
  const answered = page.waitForResponse((response) => RESUME_PATH.test(new URL(response.url()).pathname));
  const downloaded = page.waitForEvent('download');
  // Not awaited when the server fails: keep its rejection (timeout, page closed) from going unhandled.
  downloaded.catch(() => undefined);
  await trigger.click();
  const response = await answered;
  const url = new URL(response.url()).pathname;
  expect(
    response.status(),
    `GET ${url} answered ${response.status()}: ${(await response.text().catch(() => '')).slice(0, 300)}`,
  ).toBe(200);
  expect(response.headers()['content-type']).toContain(expected.type);
  const download = await downloaded;
  expect(await download.failure()).toBeNull();
  const filename = download.suggestedFilename();
  expect(filename).toMatch(new RegExp(`\\.${expected.extension}$`));
  const path = test.info().outputPath(filename);
  await download.saveAs(path);
  const bytes = await readFile(path);
  expect(bytes.subarray(0, expected.magic.length).toString('latin1')).toBe(expected.magic);
  const text =
    format === 'pdf'
      ? await pdfToText(path)
      : format === 'docx'
        ? (await mammoth.extractRawText({ buffer: bytes })).value
        : bytes.toString('utf8');
  return { filename, path, text: normalise(text) };
}

/** `downloadDocument` of a PDF. */
export function downloadPdf(trigger: Locator): Promise<DownloadedPdf> {
  return downloadDocument(trigger, 'pdf');
}
