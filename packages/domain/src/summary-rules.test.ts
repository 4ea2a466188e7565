/**
 * issue #28 §2, the professional summary ("a short paragraph, spec §3 'other fields not shown'",
 * docs/decisions.md "The professional summary"): its rule (`ZSummary`: trimmed, at most
 * `SUMMARY_MAX` characters, no `<` or `>`), its default in stored files and bodies sent before it
 * existed, the save rule of issue #26 §18 (it prints), the three-way merge of issue #26 §13, the
 * anonymised file (left out when it names the person), and JSON Resume `basics.summary` both ways,
 * an export made before the summary existed included (test-support fixture, written by that code).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../test-support/catalogue.ts';
import { propertyRuns } from '../test-support/property-runs.ts';
import { anonymise, type AnonymisationSubject } from './anonymisation.ts';
import { SUMMARY_MAX } from './constants.ts';
import { translate } from './i18n.ts';
import { fromJsonResume, toJsonResume, type JsonResume } from './json-resume.ts';
import { readMessage } from './message.ts';
import { makeLabelOf } from './reference.ts';
import { mergeResumes } from './resume-merge.ts';
import {
  emptyResume,
  saveIssues,
  ZResumeBody,
  ZResumePatchRequest,
  ZResumeSave,
  ZSummary,
  type ResumeBody,
} from './resume.ts';

const now = new Date('2026-06-15T12:00:00Z');

/** The messages `ZSummary` gives for `value`, or the parsed text. */
function summaryOf(value: string): { text: string } | { messages: string[] } {
  const parsed = ZSummary.safeParse(value);
  return parsed.success
    ? { text: parsed.data }
    : { messages: parsed.error.issues.map((issue) => issue.message) };
}

describe('issue #28 §2: the summary rule', () => {
  // Read by hand from message.ts: `key?name=value`, the bound as `max`.
  const TOO_LONG = 'validation.summaryTooLong?max=800';

  it('bounds the summary at 800 characters, a short paragraph', () => {
    expect(SUMMARY_MAX).toBe(800);
  });

  it.each([
    ['empty', '', { text: '' }],
    ['trimmed', '  Dix ans de Java et de Kotlin.\n ', { text: 'Dix ans de Java et de Kotlin.' }],
    ['line breaks kept', 'Première phrase.\nSeconde phrase.', { text: 'Première phrase.\nSeconde phrase.' }],
    ['800 characters', 'a'.repeat(800), { text: 'a'.repeat(800) }],
    ['800 characters once trimmed', ` ${'a'.repeat(800)}\n`, { text: 'a'.repeat(800) }],
    ['801 characters', 'a'.repeat(801), { messages: [TOO_LONG] }],
    ['a less-than sign', "J'aime Java <3", { messages: ['validation.angleBrackets'] }],
    ['a greater-than sign', 'Qualité > vitesse', { messages: ['validation.angleBrackets'] }],
    ['markup', '<b>Expert</b>', { messages: ['validation.angleBrackets'] }],
  ])('%s', (_name, value, expected) => {
    expect(summaryOf(value)).toEqual(expected);
  });

  it('property: accepted exactly when the trimmed text holds 800 characters at most and no < or >', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 900 }),
      fc.string({ minLength: 790, maxLength: 810, unit: fc.constantFrom('a', ' ', '<', 'é', '\n') }),
    );
    fc.assert(
      fc.property(text, (value) => {
        const trimmed = value.trim();
        const valid = trimmed.length <= SUMMARY_MAX && !/[<>]/.test(trimmed);
        expect(ZSummary.safeParse(value).success).toBe(valid);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('says the bound in both languages', () => {
    const { key, values } = readMessage(TOO_LONG);
    expect(translate('fr', key, values)).toBe('Le résumé professionnel contient au plus 800 caractères.');
    expect(translate('en', key, values)).toBe('The professional summary holds at most 800 characters.');
  });
});

describe('issue #28 §2: the summary in the resume body', () => {
  /** A body as stored and sent before the summary existed. */
  const before = {
    desiredPosition: 'Tech lead',
    jobs: [],
    technicalSkills: [],
    softSkills: ['Pédagogie'],
    experiences: [],
    diplomas: [],
    languages: [],
  };

  it('reads a stored file without a summary as an empty one', () => {
    expect(ZResumeBody.parse(before).summary).toBe('');
    expect(emptyResume().summary).toBe('');
  });

  it('accepts a save from a client that does not know the summary, leaving it absent (the stored one stays)', () => {
    const parsed = ZResumePatchRequest.safeParse({ ...before, version: 4 });
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty('summary');
    expect(ZResumePatchRequest.parse({ ...before, summary: '', version: 4 }).summary).toBe('');
  });

  it('checks a sent summary as a save does (printable), an absent one not at all', () => {
    const parsed = ZResumePatchRequest.safeParse({ ...before, summary: 'Développeuse 開発者', version: 4 });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['summary', expect.stringContaining('validation.unprintableCharacters')],
    ]);
  });

  it('trims the summary and refuses one too long, under the body path `summary`', () => {
    expect(ZResumeBody.parse({ ...before, summary: '  Courte.  ' }).summary).toBe('Courte.');
    const parsed = ZResumePatchRequest.safeParse({ ...before, summary: 'x'.repeat(801), version: 0 });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['summary'], 'validation.summaryTooLong?max=800'],
    ]);
  });

  it('refuses at save a summary the documents cannot print (issue #26 §18), not when reading', () => {
    const body = ZResumeBody.parse({ ...before, summary: 'Développeuse 開発者' });
    expect(saveIssues(body, now)).toEqual([
      {
        path: ['summary'],
        message: 'validation.unprintableCharacters?characters=%E9%96%8B%20%E7%99%BA%20%E8%80%85',
      },
    ]);
    expect(ZResumeSave.safeParse(body).success).toBe(false);
    expect(saveIssues({ ...body, summary: 'Développeuse, Ελληνικά, ✓' }, now)).toEqual([]);
  });
});

describe('issue #28 §2 with issue #26 §13: the summary in a three-way merge', () => {
  const base: ResumeBody = { ...emptyResume(), summary: 'Développeuse Java.' };

  it("takes the one side's change when the other left the summary alone", () => {
    const mine = { ...base, summary: 'Développeuse Java et Kotlin.' };
    const theirs = { ...base, softSkills: ['Pédagogie'] };
    const merged = mergeResumes(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resume.summary).toBe('Développeuse Java et Kotlin.');
    expect(merged.resume.softSkills).toEqual(['Pédagogie']);
  });

  it('asks when both sides wrote a different summary, the paragraph whole', () => {
    const mine = { ...base, summary: 'Mine.' };
    const theirs = { ...base, summary: 'Theirs.' };
    const merged = mergeResumes(base, mine, theirs);
    expect(merged.conflicts).toEqual([
      {
        id: 'summary',
        section: 'summary',
        path: ['summary'],
        base: base.summary,
        mine: 'Mine.',
        theirs: 'Theirs.',
      },
    ]);
    expect(merged.resume.summary).toBe('Mine.');
    expect(mergeResumes(base, mine, theirs, { summary: 'theirs' }).resume.summary).toBe('Theirs.');
  });
});

const subject: AnonymisationSubject = {
  firstname: 'Zoéline',
  lastname: 'Quartermaine',
  email: 'zoeline.q@example.test',
  phoneNumber: '+33 6 11 22 33 44',
  trigram: 'ZQU',
};

describe('issue #28 §2: the summary of the anonymised file', () => {
  const anonymisation = anonymise(subject, 'fr');

  it.each([
    ['no name', 'Consultante data depuis dix ans, démarche qualité.', false],
    ['the first name', 'Zoéline, consultante data.', true],
    ['the first name unaccented, in capitals', 'ZOELINE accompagne les équipes.', true],
    ['the last name', 'Fondatrice de Quartermaine Conseil.', true],
    ['the email', 'Écrivez-moi : zoeline.q@example.test.', true],
    ['the phone, national form', 'Joignable au 06 11 22 33 44.', true],
    ['another phone number', 'Standard : 01 23 45 67 89.', false],
  ])('names the person: %s', (_name, text, names) => {
    expect(anonymisation.names(text)).toBe(names);
    // The same detector as the redactor's: it names the person exactly when the redactor changes it.
    expect(anonymisation.text(text) !== text).toBe(names);
  });

  it('leaves out a summary that names the person', () => {
    const body = { ...emptyResume(), summary: 'Je suis Zoéline, consultante data.' };
    expect(anonymisation.resume(body).summary).toBe('');
  });

  it('keeps whole a summary that does not name the person', () => {
    const summary = 'Consultante data depuis dix ans.\nJ’aime transmettre.';
    expect(anonymisation.resume({ ...emptyResume(), summary }).summary).toBe(summary);
  });
});

describe('issue #28 §2: JSON Resume basics.summary', () => {
  const labelOf = () => makeLabelOf(catalogue);
  const body = (summary: string): ResumeBody => ({ ...emptyResume(), desiredPosition: 'Tech lead', summary });
  /** The export of `resume`, as read back from its JSON text. */
  const exported = (resume: ResumeBody, anonymised = false): JsonResume =>
    JSON.parse(
      JSON.stringify(toJsonResume({ user: subject, resume, locale: 'fr', labelOf: labelOf(), anonymised })),
    ) as JsonResume;
  const extensionOf = (document: JsonResume) =>
    document.meta?.['x-highlight'] as { resume: Record<string, unknown>; digest: string };
  const importOf = (document: JsonResume, current?: ResumeBody) =>
    fromJsonResume(document, catalogue, current, { now });

  it('exports the summary as basics.summary, and none when empty', () => {
    const summary = 'Consultante data depuis dix ans.\nJ’aime transmettre.';
    expect(exported(body(summary)).basics?.summary).toBe(summary);
    expect(exported(body('')).basics).not.toHaveProperty('summary');
  });

  it('exports no summary that names the person in the anonymised variant, anywhere', () => {
    const document = exported(body('Zoéline Quartermaine, consultante data.'), true);
    expect(document.basics).not.toHaveProperty('summary');
    expect(extensionOf(document).resume.summary).toBe('');
    expect(JSON.stringify(document)).not.toMatch(/Zo[eé]line|Quartermaine/i);
  });

  it('exports a summary that does not name the person in the anonymised variant', () => {
    const summary = 'Consultante data depuis dix ans.';
    expect(exported(body(summary), true).basics?.summary).toBe(summary);
  });

  it('restores the summary of its own export exactly', () => {
    const summary = 'Consultante data.\n\nDeux  espaces gardés.';
    const { resume, report } = importOf(exported(body(summary)));
    expect(report.extension).toBe('restored');
    expect(report.summary).toBe(true);
    expect(resume.summary).toBe(summary);
  });

  it('takes the summary another tool edited (the digest covers it)', () => {
    const document = exported(body('Consultante data.'));
    document.basics = { ...document.basics, summary: 'Consultante data et IA.' };
    const { resume, report } = importOf(document);
    expect(report.extension).toBe('edited');
    expect(resume.summary).toBe('Consultante data et IA.');
    // Removing it is an edit too: the file then has none.
    delete document.basics.summary;
    expect(importOf(document).report.extension).toBe('edited');
    expect(importOf(document).resume.summary).toBe('');
  });

  it('reads basics.summary of another tool: spaces, line breaks, < and >, reported', () => {
    const { resume, report } = importOf({
      basics: { summary: '  Dix\tans de  <b>Java</b>.\r\n\r\n\r\n\r\nEt de Kotlin.  ' },
    });
    expect(resume.summary).toBe('Dix ans de bJava/b.\n\nEt de Kotlin.');
    expect(report.summary).toBe(true);
    expect(report.leftOut).toEqual([]);
    expect(report.adjusted).toEqual([
      {
        section: 'basics',
        reason: 'jsonResume.adjusted.charactersRemoved',
        label: 'Dix ans de bJava/b.\n\nEt de Kotlin.',
      },
    ]);
  });

  it('cuts a summary longer than 800 characters at a word, with an ellipsis, reported', () => {
    const sentence = 'Consultante data depuis dix ans dans la banque. ';
    const long = sentence.repeat(30);
    const { resume, report } = importOf({ basics: { summary: long } });
    expect(resume.summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(resume.summary.length).toBeGreaterThan(SUMMARY_MAX - sentence.length);
    expect(resume.summary.endsWith('…')).toBe(true);
    expect(long.startsWith(resume.summary.slice(0, -1))).toBe(true);
    expect(report.adjusted).toEqual([
      {
        section: 'basics',
        reason: 'jsonResume.adjusted.textShortened',
        // The note names the summary by its first 59 characters and an ellipsis.
        label: `${long.slice(0, 59).trimEnd()}…`,
      },
    ]);
  });

  it('keeps the current summary when the file has none, replaces it when it has one', () => {
    const current = body('Mon résumé actuel.');
    const without = importOf({ basics: { label: 'Tech lead' } }, current);
    expect(without.resume.summary).toBe('Mon résumé actuel.');
    expect(without.report.replaces).not.toContain('summary');
    const withOne = importOf({ basics: { summary: 'Le résumé du fichier.' } }, current);
    expect(withOne.resume.summary).toBe('Le résumé du fichier.');
    expect(withOne.report.replaces).toEqual(['summary']);
  });

  it('still restores an export made before the summary existed, with an empty summary', () => {
    // Written by toJsonResume as it was before issue #28 (git HEAD 97d1a3e), from a file without it.
    const old = JSON.parse(
      readFileSync(
        new URL('../test-support/json-resume-export-before-summary.json', import.meta.url),
        'utf8',
      ),
    ) as JsonResume;
    expect(old.basics).not.toHaveProperty('summary');
    expect(extensionOf(old).resume).not.toHaveProperty('summary');
    const { resume, report } = importOf(old);
    expect(report.extension).toBe('restored');
    expect(report.summary).toBe(false);
    expect(resume).toEqual(ZResumeBody.parse(extensionOf(old).resume));
    expect(resume.summary).toBe('');
    expect(resume.softSkills).toEqual(['Pédagogie']);
  });
});
