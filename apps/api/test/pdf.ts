/**
 * Reading the PDFs the API answers (spec §7 GET users/{id}/resume, the ZIP's entries) with
 * poppler, as a person's PDF reader sees them: the text (`pdftotext`) and the metadata
 * (`pdfinfo`). The bytes go through the tool's standard input, so no test keeps a folder of files.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a poppler tool on `bytes` (given on its standard input) and answers its standard output,
 * UTF-8. Rejects when the tool is missing or cannot read the bytes.
 */
async function poppler(tool: string, args: string[], bytes: Uint8Array): Promise<string> {
  const running = run(tool, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  // A tool that stops reading (bad bytes) closes the pipe: its exit status says why, not EPIPE.
  running.child.stdin?.on('error', () => undefined);
  running.child.stdin?.end(bytes);
  return (await running).stdout;
}

/**
 * The text of every page (`pdftotext -enc UTF-8`), each run of white space made one space, so a
 * phrase wrapped over two lines still matches.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await poppler('/usr/bin/pdftotext', ['-enc', 'UTF-8', '-', '-'], bytes)).replace(/\s+/g, ' ');
}

/** The metadata (`pdfinfo -enc UTF-8`): `Title:`, `Keywords:`… one per line, as poppler writes them. */
export function pdfInfo(bytes: Uint8Array): Promise<string> {
  return poppler('/usr/bin/pdfinfo', ['-enc', 'UTF-8', 'fd://0'], bytes);
}
