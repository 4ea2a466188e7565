/**
 * Checks our own CV corpus (issue #28 §7: "at least 20 documents of our own making … each with its
 * truth"; corpus/cv/README.md), not any parser: a broken or incomplete corpus fails CI.
 *
 * - every document (NN-slug.pdf|docx) has its NN-slug.truth.json and every truth its document;
 *   numbers run from 01 without a gap;
 * - every truth has the shape of the shared dev corpus' truths (../shared/cv-corpus/dev/SOURCES.md
 *   "Ground-truth conventions"): language fr|en, dates YYYY or YYYY-MM or null, …;
 * - counts: ≥ 20 documents, ≥ 14 in French, ≥ 8 DOCX, ≥ 10 PDF;
 * - the document holds what its truth says: every recorded string (names, contact, companies,
 *   positions, schools, degrees, certifications, languages, skills) and every recorded year is in
 *   its text (pdftotext -raw and default for PDF, every word/*.xml part for DOCX), compared
 *   without case, spaces, punctuation or line-end hyphens, ligatures decomposed (NFKC);
 * - the traps the README promises are in the files (hidden text, page header, text boxes, Title
 *   style or its absence, tiny or white text, icon glyphs).
 *
 * Needs pdftotext (poppler-utils), as the API's PDF tests do; the built files are committed, so
 * nothing is rebuilt here (build.sh is run by hand).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const directory = import.meta.dirname;
const files = readdirSync(directory);
const documents = files.filter((file) => /\.(pdf|docx)$/.test(file)).sort();
const truths = files.filter((file) => file.endsWith('.truth.json')).sort();
const stem = (file: string): string => file.replace(/\.(pdf|docx|truth\.json)$/, '');

interface Truth {
  language: 'fr' | 'en';
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  title: string | null;
  experiences: {
    company: string | null;
    position: string | null;
    start: string | null;
    end: string | null;
    location: string | null;
  }[];
  education: { title: string | null; school: string | null; year: string | null }[];
  certifications: { title: string; year: string | null }[];
  languages: { name: string; level: string | null }[];
  skills: string[];
  notes: string;
}

const DATE = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

/** The problems of one parsed truth file against the shared shape; empty when it conforms. */
function shapeProblems(value: unknown): string[] {
  const problems: string[] = [];
  const isObject = (x: unknown): x is Record<string, unknown> =>
    typeof x === 'object' && x !== null && !Array.isArray(x);
  const stringOrNull = (x: unknown): boolean => x === null || (typeof x === 'string' && x.trim() !== '');
  const dateOrNull = (x: unknown): boolean => x === null || (typeof x === 'string' && DATE.test(x));
  const keys = (x: Record<string, unknown>, expected: string[], where: string): void => {
    if (Object.keys(x).sort().join() !== [...expected].sort().join())
      problems.push(`${where}: keys ${Object.keys(x).join()} instead of ${expected.join()}`);
  };
  if (!isObject(value)) return ['not an object'];
  keys(
    value,
    [
      'language',
      'firstname',
      'lastname',
      'email',
      'phone',
      'title',
      'experiences',
      'education',
      'certifications',
      'languages',
      'skills',
      'notes',
    ],
    'truth',
  );
  if (value.language !== 'fr' && value.language !== 'en') problems.push('language is neither fr nor en');
  for (const key of ['firstname', 'lastname', 'email', 'phone', 'title'])
    if (!stringOrNull(value[key])) problems.push(`${key} is neither a string nor null`);
  const list = (key: string): unknown[] => {
    const items = value[key];
    if (Array.isArray(items)) return items;
    problems.push(`${key} is not an array`);
    return [];
  };
  list('experiences').forEach((item, index) => {
    const where = `experiences[${index}]`;
    if (!isObject(item)) return void problems.push(`${where} is not an object`);
    keys(item, ['company', 'position', 'start', 'end', 'location'], where);
    for (const key of ['company', 'position', 'location'])
      if (!stringOrNull(item[key])) problems.push(`${where}.${key} is neither a string nor null`);
    for (const key of ['start', 'end'])
      if (!dateOrNull(item[key])) problems.push(`${where}.${key} is not YYYY, YYYY-MM or null`);
    if (typeof item.start === 'string' && typeof item.end === 'string' && item.end < item.start)
      problems.push(`${where} ends before it starts`);
  });
  list('education').forEach((item, index) => {
    const where = `education[${index}]`;
    if (!isObject(item)) return void problems.push(`${where} is not an object`);
    keys(item, ['title', 'school', 'year'], where);
    if (!stringOrNull(item.title) || !stringOrNull(item.school)) problems.push(`${where}: title or school`);
    if (!(item.year === null || (typeof item.year === 'string' && /^\d{4}$/.test(item.year))))
      problems.push(`${where}.year is not YYYY or null`);
  });
  list('certifications').forEach((item, index) => {
    const where = `certifications[${index}]`;
    if (!isObject(item)) return void problems.push(`${where} is not an object`);
    keys(item, ['title', 'year'], where);
    if (typeof item.title !== 'string' || item.title === '') problems.push(`${where}.title is not a string`);
    if (!(item.year === null || (typeof item.year === 'string' && /^\d{4}$/.test(item.year))))
      problems.push(`${where}.year is not YYYY or null`);
  });
  list('languages').forEach((item, index) => {
    const where = `languages[${index}]`;
    if (!isObject(item)) return void problems.push(`${where} is not an object`);
    keys(item, ['name', 'level'], where);
    if (typeof item.name !== 'string' || item.name === '') problems.push(`${where}.name is not a string`);
    if (!stringOrNull(item.level)) problems.push(`${where}.level is neither a string nor null`);
  });
  const skills = list('skills');
  if (skills.some((skill) => typeof skill !== 'string' || skill.trim() === ''))
    problems.push('skills holds something other than non-empty strings');
  const folded = skills.map((skill) => String(skill).toLowerCase());
  if (new Set(folded).size !== folded.length) problems.push('skills has a duplicate (case-insensitive)');
  if (typeof value.notes !== 'string' || value.notes.length < 40) problems.push('notes is missing or short');
  return problems;
}

function readTruth(file: string, folder = directory): Truth {
  return JSON.parse(readFileSync(join(folder, file), 'utf8')) as Truth;
}

/**
 * The entries of a ZIP archive (a DOCX), by name, inflated: the central directory's records
 * (APPNOTE.TXT §4.3.12) give each entry's method and local header offset. Only stored (0) and
 * deflated (8) entries occur in DOCX files.
 */
function unzip(bytes: Buffer): Map<string, Buffer> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory: not a ZIP file');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory record');
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The text of a WordprocessingML part, visible or not (hidden runs included): its w:t runs in file
 * order, a tab for w:tab, a new line for w:br and at each paragraph's end.
 */
function wordText(xml: string): string {
  const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
  let text = '';
  for (const [token, content] of xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>|<\/w:p>/g))
    text += content ?? (token === '<w:tab/>' ? '\t' : '\n');
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => entities[name] ?? '');
}

interface Extracted {
  /** All text, in file order. */
  text: string;
  /** DOCX only: the XML of each word/*.xml part, by part name. */
  parts: Map<string, string>;
}

/** A corpus document's text: pdftotext's for a PDF, its word/*.xml parts' for a DOCX. */
async function extract(file: string, folder = directory): Promise<Extracted> {
  const path = join(folder, file);
  if (file.endsWith('.pdf')) {
    // Content-stream order (-raw) keeps a column's lines together (a word hyphenated at the end of
    // a sidebar line is found whole); the default order is added for what -raw splits.
    const raw = await run('pdftotext', ['-raw', '-enc', 'UTF-8', path, '-']);
    const reading = await run('pdftotext', ['-enc', 'UTF-8', path, '-']);
    return { text: `${raw.stdout}\n${reading.stdout}`, parts: new Map() };
  }
  const parts = new Map<string, string>();
  for (const [name, data] of unzip(readFileSync(path)))
    if (/^word\/[^/]+\.xml$/.test(name)) parts.set(name, data.toString('utf8'));
  const text = [...parts.values()].map(wordText).join('\n');
  return { text, parts };
}

/**
 * A string reduced to its letters and digits, lower-cased, ligatures and compatibility forms
 * decomposed (NFKC), so that a line break, a hyphen at a line end, a run split in a DOCX or a
 * typographic apostrophe does not hide a match.
 */
function squash(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The strings of a truth that must be found in its document, with where they come from. */
function recordedStrings(truth: Truth): [string, string][] {
  const strings: [string, string | null][] = [
    ['firstname', truth.firstname],
    ['lastname', truth.lastname],
    ['email', truth.email],
    ['phone', truth.phone],
    ['title', truth.title],
    ...truth.experiences.flatMap((item, index): [string, string | null][] => [
      [`experiences[${index}].company`, item.company],
      [`experiences[${index}].position`, item.position],
      [`experiences[${index}].location`, item.location],
      [`experiences[${index}].start year`, item.start?.slice(0, 4) ?? null],
      [`experiences[${index}].end year`, item.end?.slice(0, 4) ?? null],
    ]),
    ...truth.education.flatMap((item, index): [string, string | null][] => [
      [`education[${index}].title`, item.title],
      [`education[${index}].school`, item.school],
      [`education[${index}].year`, item.year],
    ]),
    ...truth.certifications.map((item, index): [string, string | null] => [
      `certifications[${index}]`,
      item.title,
    ]),
    ...truth.languages.flatMap((item, index): [string, string | null][] => [
      [`languages[${index}].name`, item.name],
      [`languages[${index}].level`, item.level],
    ]),
    ...truth.skills.map((skill): [string, string] => ['skill', skill]),
  ];
  return strings.filter((entry): entry is [string, string] => entry[1] !== null);
}

/**
 * The traps README.md promises, checked in the files themselves. `docx`: a regular expression
 * that must match one word/*.xml part (named); `absent`: one that must match none; `excluded`: a
 * word present in the text layer (hidden, tiny or white text) that the truth must not record;
 * `pdfText`: a regular expression on the text.
 */
const TRAPS: {
  file: string;
  docx?: [part: RegExp, content: RegExp, what: string][];
  absent?: [part: RegExp, content: RegExp, what: string][];
  excluded?: string[];
  pdfText?: [RegExp, string][];
}[] = [
  {
    file: '02-le-bihan-java-dossier.docx',
    docx: [
      [/^word\/header\d*\.xml$/, /thomas\.lebihan@example\.com/, 'email in the page header'],
      [/^word\/document\.xml$/, /<w:vanish\/>/, 'hidden text'],
      [/^word\/document\.xml$/, /<w:tbl>/, 'a skills table'],
      [/^word\/document\.xml$/, /w:val="Heading2"/, 'Heading 2 missions'],
    ],
    excluded: ['Terraform', 'Scala'],
  },
  {
    file: '03-kessler-devops.docx',
    docx: [
      [/^word\/document\.xml$/, /<w:pStyle w:val="Title" ?\/>/, 'the name in the Title style'],
      [/^word\/document\.xml$/, /w:val="Heading1"/, 'Heading 1 sections'],
    ],
  },
  { file: '04-haddad-cheffe-projet.pdf', pdfText: [[/\uFFFD|[\uE000-\uF8FF]/, 'icon glyphs']] },
  { file: '06-lambert-junior-data-scientist.pdf', excluded: ['TensorFlow', 'Hadoop'] },
  {
    file: '07-morvan-qa-textboxes.docx',
    docx: [
      [
        /^word\/document\.xml$/,
        /<w:txbxContent>(?:(?!<\/w:txbxContent>).)*Sandrine Morvan/s,
        'the name in a text box',
      ],
    ],
  },
  {
    file: '09-perrin-product-owner.docx',
    docx: [
      [/^word\/document\.xml$/, /<w:pStyle w:val="Title" ?\/>/, 'the name in the Title style'],
      [
        /^word\/document\.xml$/,
        /<w:tc>(?:(?!<\/w:tc>).)*Compétences(?:(?!<\/w:tc>).)*<\/w:tc>\s*<w:tc>/s,
        'a two-cell table',
      ],
    ],
  },
  {
    file: '12-giraud-data-analyst.docx',
    docx: [
      [/^word\/document\.xml$/, /<w:pStyle w:val="Title" ?\/>/, 'the name in the Title style'],
      [/^word\/document\.xml$/, /<w:tbl>(?:(?!<\/w:tbl>).)*PostgreSQL/s, 'a skills table'],
    ],
  },
  {
    file: '13-roussel-devops-header.docx',
    docx: [
      [/^word\/header\d*\.xml$/, /antoine\.roussel@example\.com/, 'email in the page header'],
      [/^word\/document\.xml$/, /<w:vanish\/>/, 'hidden text'],
    ],
    excluded: ['Puppet', 'OpenShift', 'Zabbix'],
  },
  { file: '15-roux-fullstack-paracol.pdf', pdfText: [[/\uFFFD|[\uE000-\uF8FF]/, 'icon glyphs']] },
  {
    file: '17-perrot-cybersecurite.docx',
    docx: [
      [
        /^word\/document\.xml$/,
        /<w:txbxContent>(?:(?!<\/w:txbxContent>).)*CompTIA/s,
        'certifications in a text box',
      ],
    ],
    absent: [[/^word\/document\.xml$/, /w:pStyle w:val="(Heading\d|Title)"/, 'no Heading or Title style']],
  },
  {
    file: '18-whitfield-business-analyst.docx',
    docx: [
      [/^word\/document\.xml$/, /<w:pStyle w:val="Title" ?\/>/, 'the name in the Title style'],
      [/^word\/document\.xml$/, /<w:tbl>(?:(?!<\/w:tbl>).)*Lucidchart/s, 'a skills table'],
    ],
    absent: [[/^word\/document\.xml$/, /w:pStyle w:val="Heading\d"/, 'sections without a Heading style']],
  },
  { file: '19-lemoine-admin-systemes.pdf', excluded: ['Kubernetes', 'Nutanix'] },
  {
    file: '20-brossard-recrutement.docx',
    docx: [[/^word\/document\.xml$/, /<w:pStyle w:val="Title" ?\/>/, 'the name in the Title style']],
  },
  {
    file: '23-chevalier-salesforce-header.docx',
    docx: [
      [/^word\/header\d*\.xml$/, /romain\.chevalier@example\.com/, 'email in the page header'],
      [
        /^word\/header\d*\.xml$/,
        /w:ascii="FontAwesome"(?:(?!<\/w:r>).)*<w:t>[\uE000-\uF8FF]<\/w:t>/s,
        'an icon-font glyph',
      ],
    ],
  },
];

describe('our CV corpus (issue #28 §7)', () => {
  it('pairs every document with its truth and numbers them from 01 without a gap', () => {
    expect(documents.map(stem)).toEqual(truths.map(stem));
    for (const file of documents) expect(file).toMatch(/^\d{2}-[a-z0-9]+(-[a-z0-9]+)*\.(pdf|docx)$/);
    expect(documents.map((file) => Number(file.slice(0, 2)))).toEqual(documents.map((_, index) => index + 1));
  });

  it('has at least 20 documents, 14 in French, 8 DOCX and 10 PDF', () => {
    const french = truths.filter((file) => readTruth(file).language === 'fr');
    expect(documents.length).toBeGreaterThanOrEqual(20);
    expect(french.length).toBeGreaterThanOrEqual(14);
    expect(documents.filter((file) => file.endsWith('.docx')).length).toBeGreaterThanOrEqual(8);
    expect(documents.filter((file) => file.endsWith('.pdf')).length).toBeGreaterThanOrEqual(10);
  });

  it.each(truths)('%s has the shared truth shape', (file) => {
    expect(shapeProblems(JSON.parse(readFileSync(join(directory, file), 'utf8')))).toEqual([]);
  });

  it.each(documents)('%s holds every string and year its truth records', async (file) => {
    const truth = readTruth(`${stem(file)}.truth.json`);
    const text = squash((await extract(file)).text);
    const missing = recordedStrings(truth)
      .filter(([, value]) => !text.includes(squash(value)))
      .map(([where, value]) => `${where}: ${value}`);
    expect(missing).toEqual([]);
  });

  it.each(TRAPS)(
    '$file holds the traps its truth notes',
    async ({ file, docx = [], absent = [], excluded = [], pdfText = [] }) => {
      const { text, parts } = await extract(file);
      const inParts = (part: RegExp, content: RegExp): boolean =>
        [...parts].some(([name, xml]) => part.test(name) && content.test(xml));
      for (const [part, content, what] of docx) expect(inParts(part, content), what).toBe(true);
      for (const [part, content, what] of absent) expect(inParts(part, content), what).toBe(false);
      const truth = readTruth(`${stem(file)}.truth.json`);
      for (const word of excluded) {
        expect(squash(text), `${word} in the text layer`).toContain(squash(word));
        expect(truth.skills.map(squash), `${word} left out of the truth`).not.toContain(squash(word));
      }
      for (const [pattern, what] of pdfText) expect(pattern.test(text), what).toBe(true);
    },
  );
});

/**
 * The held-out set (corpus/cv-holdout/README.md): written after the readers, never used to tune
 * them; the same pairing, shape and content checks, so that its figures in bench:import rest on
 * truths its documents hold.
 */
describe('the held-out CV corpus (corpus/cv-holdout)', () => {
  const folder = join(directory, '..', 'cv-holdout');
  const held = readdirSync(folder);
  const heldDocuments = held.filter((file) => /\.(pdf|docx)$/.test(file)).sort();
  const heldTruths = held.filter((file) => file.endsWith('.truth.json')).sort();

  it('pairs every document with its truth, numbered from 01 without a gap, both languages and formats', () => {
    expect(heldDocuments.map(stem)).toEqual(heldTruths.map(stem));
    expect(heldDocuments.map((file) => Number(file.slice(0, 2)))).toEqual(
      heldDocuments.map((_, index) => index + 1),
    );
    expect(new Set(heldTruths.map((file) => readTruth(file, folder).language))).toEqual(
      new Set(['fr', 'en']),
    );
    expect(new Set(heldDocuments.map((file) => file.split('.').at(-1)))).toEqual(new Set(['pdf', 'docx']));
  });

  it.each(heldTruths)('%s has the shared truth shape', (file) => {
    expect(shapeProblems(JSON.parse(readFileSync(join(folder, file), 'utf8')))).toEqual([]);
  });

  it.each(heldDocuments)('%s holds every string and year its truth records', async (file) => {
    const truth = readTruth(`${stem(file)}.truth.json`, folder);
    const text = squash((await extract(file, folder)).text);
    const missing = recordedStrings(truth)
      .filter(([, value]) => !text.includes(squash(value)))
      .map(([where, value]) => `${where}: ${value}`);
    expect(missing).toEqual([]);
  });
});
