/**
 * issue #26 §18: every character the forms accept prints in the PDF — no box (.notdef) for an
 * emoji typed in a skill, a Greek or Cyrillic name, a symbol. The samples go through the fields'
 * own rules (packages/domain: names, job field, functional skill, free texts, custom labels) so
 * that they are what a person can really save; they are then rendered, and checked three ways:
 * the fonts chosen for each piece draw all of it (fontkit: no glyph 0 after shaping), the PDF's
 * text never shows glyph 0 (its content streams, read back), and pdftotext gives the text back.
 * Scripts the fonts do not hold (CJK, Arabic, Hebrew…) the forms refuse (printable-table.test.ts,
 * printable-save.test.ts): docs/decisions.md "Characters the documents print".
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { makeLabelOf } from '@highlight/domain/reference';
import { ZFirstName, ZPersonName } from '@highlight/domain/user';
import { ZJobName, ZResumeBody, ZSoftSkill, type ResumeBody } from '@highlight/domain/resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, loadBranding } from './branding.ts';
import { fontSegments, loadFonts, renderResumePdf } from './resume-pdf.ts';
import { buildResumeView } from './resume-view.ts';

const run = promisify(execFile);
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'highlight-pdf-characters-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** The character classes the free-text fields accept (spec §5 forbids only `<` and `>` there). */
const CLASSES = {
  latin: 'àâäçéèêëîïôöùûüÿœæ ÀÉÈÊŒÆ ß ĄĆĘŁŃÓŚŹŻ ČĎĚŇŘŠŤŮŽ ğış ŐŰ ñøåãõ ệử ȘȚ ǅ ŉ',
  greek: 'Ελληνικά αβγδεζηθικλμνξοπρστυφχψω ΆΈΉΊΌΎΏ ϊϋΐΰ ϐϑϕϖ',
  cyrillic: 'Русский ЁЖЩЪЫЭЮЯ ёжщъыэюя Українська ЄІЇҐєіїґ Српски ЂЈЉЊЋЏђ Ққ Ңң Әә Өө Үү Ԁԁ',
  combining: 'x̄ q̇ a̧ n̈',
  punctuation: '« » ‹ › “ ” ‘ ’ „ … – — ‐ • · ‰ † ‡ § ¶ ′ ″ ¿ ¡ ‽',
  currency: '€ £ ¥ ¢ ₹ ₽ ₺ ₩ ₿ ₪ $',
  symbols: '© ® ™ № ℃ ½ ¼ ⅓ ² ³ → ← ↑ ↓ ↔ ⇒ ⇔ ∑ √ ∞ ≤ ≥ ≠ ≈ ± × ÷ ∂ ∫ ∈ ∀ ∃ ⌘ ⌥ ⏎',
  pictographs: '★ ☆ ✓ ✔ ✗ ✘ ♥ ♦ ♣ ♠ ☎ ⚙ ♻ ☀ ☁ ■ □ ● ○ ◆ ▲ ▶ ─ │ ┌ ┐ └ ┘ ├ ┤ █ ░ ☐ ☑ ☒ ♪',
  emoji: '😀 😂 🚀 👍 👍🏽 👩‍💻 🧑‍🤝‍🧑 🇫🇷 🇬🇧 ❤️ ✈️ 1️⃣ 🏳️‍🌈 🤝 💡 🐍 ☕ 🦀 🐳 ⚡',
};
const everything = Object.values(CLASSES).join(' ');

/** Names in the three alphabets: letters, spaces, apostrophes and hyphens (spec §5 name rule). */
const NAMES = { firstname: 'Łukasz-Ελένη Анна', lastname: "Ðorđević-Nguyễn O'Шевчук" };
/** The job field's own alphabet (issue #26 §15): Latin letters, digits and title punctuation. */
const POSITION = 'Développeur C# / .NET (Big Data) & cloud : AWS – Ærø Œuvre';
/** A functional skill may hold anything but `<>{}[]\|^~`@#$%*=_;"` (spec §5). */
const SOFT_SKILLS = ['Esprit d’équipe 🤝 ✓', 'Ελληνικά, Русский, Українська', 'Écoute ★★★ 👍🏽 ❤️'];

function resumeWith(): ResumeBody {
  return ZResumeBody.parse({
    desiredPosition: POSITION,
    jobs: [{ job: { id: 'custom-job', custom: true, label: POSITION }, experienceMonths: 14 }],
    technicalSkills: [
      {
        domain: { id: 'custom-domain', custom: true, label: `Outils ${CLASSES.emoji}` },
        skills: Object.entries(CLASSES).map(([name, text]) => ({
          id: `custom-${name}`,
          custom: true,
          label: text,
        })),
      },
    ],
    softSkills: SOFT_SKILLS,
    experiences: [
      {
        id: 'exp-1',
        corporation: `Σ Ω Ф Ж ${CLASSES.currency}`,
        personalProject: false,
        sector: null,
        position: `Ingénieure ${CLASSES.greek}`,
        context: CLASSES.cyrillic,
        startDate: '2020-01',
        endDate: '2021-03',
        projectExperiences: Object.entries(CLASSES).map(([name, text]) => ({
          id: `project-${name}`,
          name: `${name} ${[...text].slice(0, 12).join('')}`,
          description: `${text} #️⃣ 🧑🏿‍💻`,
          technicalEnvironment: [],
          jobs: [],
          subSectors: [],
        })),
      },
    ],
    diplomas: [
      {
        id: 'diploma-1',
        graduate: 'certification',
        // Over 200 UTF-16 units: spec §5's truncation to 199 cuts the last emoji in two.
        title: `${CLASSES.symbols} ${CLASSES.pictographs} ${CLASSES.emoji}`,
        school: `${CLASSES.latin} ${CLASSES.punctuation}`,
        graduateYears: { year: 2019, month: 6 },
      },
    ],
    languages: [{ code: 'el', level: 'bilingual_native', score: null }],
  });
}

/** The glyph ids written in the PDF's text (Identity-H: 4 hex digits a glyph), per content stream. */
function shownGlyphIds(pdf: Buffer): number[] {
  const ids: number[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // Not a deflated stream (an image's, a font's may fail): no text in it.
    }
    // Text operators only: `[<0012 0034> 10 <0056>] TJ` and `<0012> Tj`.
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      for (const hex of (operation[1] ?? operation[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (let at = 0; at + 4 <= hex[1]!.length; at += 4) ids.push(parseInt(hex[1]!.slice(at, at + 4), 16));
      }
      if (operation[2] !== undefined) {
        for (let at = 0; at + 4 <= operation[2].length; at += 4) {
          ids.push(parseInt(operation[2].slice(at, at + 4), 16));
        }
      }
    }
  }
  return ids;
}

async function render(resume: ResumeBody): Promise<{ pdf: Buffer; file: string }> {
  const user = { ...NAMES, email: 'lukasz@example.com', phoneNumber: '+33 6 12 34 56 78', trigram: 'LDO' };
  const view = buildResumeView({ user, resume, locale: 'fr', labelOf: makeLabelOf([]) });
  const pdf = Buffer.from(await renderResumePdf(view, loadBranding(DEFAULT_BRANDING)));
  const file = join(directory, `characters-${Date.now()}.pdf`);
  await writeFile(file, pdf);
  return { pdf, file };
}

describe('characters the documents print (issue #26 §18)', () => {
  it('takes the samples through the fields’ own rules', () => {
    expect(ZFirstName.safeParse(NAMES.firstname).success).toBe(true);
    expect(ZPersonName.safeParse(NAMES.lastname).success).toBe(true);
    expect(ZJobName.safeParse(POSITION).success).toBe(true);
    for (const skill of SOFT_SKILLS) expect(ZSoftSkill.safeParse(skill).success, skill).toBe(true);
    expect(() => resumeWith()).not.toThrow();
  });

  it('finds, for every character class, fonts whose shaping draws each piece (no glyph 0)', () => {
    const fonts = loadFonts();
    for (const bold of [false, true]) {
      for (const [name, text] of Object.entries({
        ...CLASSES,
        names: `${NAMES.firstname} ${NAMES.lastname}`,
      })) {
        for (const segment of fontSegments(text, bold)) {
          const glyphs = fonts[segment.font].layout(segment.text).glyphs;
          const missing = glyphs.filter((glyph) => glyph.id === 0).map(() => segment.text);
          expect(missing, `${name} (${bold ? 'bold' : 'regular'}) in ${segment.font}`).toEqual([]);
        }
      }
    }
    // Each code point alone, too: the chain's choice has a glyph for it (fontkit glyphForCodePoint).
    for (const char of new Set(
      [...everything].filter((c) => !/\s/u.test(c) && c !== '\u200D' && c !== '\uFE0F'),
    )) {
      const [segment] = fontSegments(char, false);
      expect(fonts[segment!.font].glyphForCodePoint(char.codePointAt(0)!).id, char).not.toBe(0);
    }
  });

  it('writes no .notdef glyph in the PDF, embeds every font, and gives the text back', async () => {
    const { pdf, file } = await render(resumeWith());
    const ids = shownGlyphIds(pdf);
    expect(ids.length).toBeGreaterThan(500);
    expect(ids.filter((id) => id === 0)).toEqual([]);

    const fonts = (await run('/usr/bin/pdffonts', [file])).stdout.split('\n').slice(2).filter(Boolean);
    for (const line of fonts) expect(line, line).toMatch(/\byes\s+yes\s+yes\b/); // emb sub uni
    const names = fonts.join('\n');
    for (const family of ['Inter', 'NotoEmoji', 'NotoSansSymbols2', 'NotoSansMath']) {
      expect(names).toContain(family);
    }

    // pdftotext places combining marks and skin tones as it sees fit (a space before a mark, the
    // tone apart): compared without spaces and skin tones, every word comes back.
    const loose = (value: string) => value.normalize('NFC').replace(/[\s\p{Emoji_Modifier}]/gu, '');
    const text = loose((await run('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
    for (const [name, sample] of Object.entries(CLASSES)) {
      for (const word of sample.split(' ')) expect(text, `${name}: ${word}`).toContain(loose(word));
    }
    expect(text).toContain(loose("Łukasz-Ελένη Анна ÐORĐEVIĆ-NGUYỄN O'ШЕВЧУК"));
  });
});
