/**
 * The document calls' contract at its edges (spec §7 GET users/{id}/resume and GET users/resumes,
 * issue #8): the media type and extension of each format, every spelling of the query flag, ids
 * typed with spaces after the commas, and the query string the web app builds.
 */
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FORMATS,
  DOCUMENT_MEDIA_TYPES,
  documentQueryString,
  ZIP_MEDIA_TYPE,
  ZResumeDocumentQuery,
  ZResumesZipQuery,
} from './documents.ts';

const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

describe('formats (spec §7; RFC 6838 media types)', () => {
  it.each([
    ['pdf', 'application/pdf', 'pdf'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['json-resume', 'application/json', 'json'],
  ] as const)('answers %s as %s, in a .%s file', (format, mediaType, extension) => {
    expect(DOCUMENT_FORMATS).toContain(format);
    expect(DOCUMENT_MEDIA_TYPES[format]).toBe(mediaType);
    expect(DOCUMENT_EXTENSIONS[format]).toBe(extension);
  });

  it('answers several files as one ZIP', () => {
    expect(ZIP_MEDIA_TYPE).toBe('application/zip');
  });
});

describe('the anonymised flag (issue #8)', () => {
  it.each([
    [undefined, false],
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads %s as %s', (anonymised, expected) => {
    expect(ZResumeDocumentQuery.parse({ anonymised }).anonymised).toBe(expected);
    expect(ZResumesZipQuery.parse({ ids: uuid(1), anonymised }).anonymised).toBe(expected);
  });
});

describe('GET users/resumes ids (spec §7)', () => {
  it('reads ids typed with spaces around the commas, PDF by default', () => {
    expect(ZResumesZipQuery.parse({ ids: ` ${uuid(1)} , ${uuid(2)} ` })).toEqual({
      ids: [uuid(1), uuid(2)],
      format: 'pdf',
      anonymised: false,
      focus: [],
    });
  });
});

describe('GET users/resumes format (spec §7: PDF or DOCX)', () => {
  it.each(['pdf', 'docx'] as const)('takes format=%s as asked, the link the web app builds', (format) => {
    const query = documentQueryString({ ids: [uuid(1)], format });
    expect(ZResumesZipQuery.parse(Object.fromEntries(new URLSearchParams(query))).format).toBe(format);
  });

  it('refuses a format with no ZIP of documents', () => {
    expect(ZResumesZipQuery.safeParse({ ids: uuid(1), format: '' }).success).toBe(false);
  });
});

describe('documentQueryString', () => {
  it('leaves out an empty focus list', () => {
    expect(documentQueryString({ focus: [] })).toBe('');
    expect(documentQueryString({ format: 'pdf', focus: [] })).toBe('format=pdf');
  });

  it('writes a focus list comma-separated, escaped', () => {
    expect(documentQueryString({ focus: ['c#', 'java'] })).toBe('focus=c%23%2Cjava');
  });
});
