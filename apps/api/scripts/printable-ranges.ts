/**
 * Writes packages/domain/src/printable-ranges.ts, the table of the characters the documents print
 * (issue #26 §18), from the fonts of the PDF: `npm run generate:printable` after any change of
 * `FONT_FILES` or of the fallback chains in apps/api/src/documents/resume-pdf.ts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printableRangesSource } from '../src/documents/printable-table.ts';

const target = fileURLToPath(new URL('../../../packages/domain/src/printable-ranges.ts', import.meta.url));
const source = printableRangesSource();
writeFileSync(target, source);
console.log(`wrote ${target} (${source.length} characters)`);
