/**
 * issue #26 §19, the documents' words: one term per language level on screen, in the PDF, the
 * DOCX and JSON Resume (docs/glossary.md: « Compétence professionnelle limitée »); the English
 * documents call the professions of a project "Professions" as mission 2 does (not "Roles", the
 * access rights' word); and one dash everywhere — the spaced en dash of date ranges ("janv. 2021 –
 * aujourd’hui") also between a company and its sector, a skill and its use, a language and its
 * level, in the PDF and in the DOCX alike (no em dash).
 */
import { LANGUAGE_LEVELS } from '@highlight/domain/resume';
import { translate } from '@highlight/domain/i18n';
import { makeLabelOf } from '@highlight/domain/reference';
import { describe, expect, it } from 'vitest';
import { referenceItem as item, validResume } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf.ts';
import { zipEntries } from '../../test/zip.ts';
import { DEFAULT_BRANDING, loadBranding } from './branding.ts';
import { renderResumeDocx } from './resume-docx.ts';
import { renderResumePdf } from './resume-pdf.ts';
import { buildResumeView, languageLevel } from './resume-view.ts';

const labelOf = makeLabelOf([
  item('sector', 'bank', 'Banque et assurance', 'Banking and insurance'),
  item('skill', 'apache-kafka', 'Apache Kafka', 'Apache Kafka'),
  item('job', 'fullstack', 'Développeur full stack', 'Full-stack developer'),
]);
const user = {
  firstname: 'Zoé',
  lastname: 'Martin',
  email: 'zoe@example.com',
  phoneNumber: '',
  trigram: 'ZMA',
};

function resume() {
  const body = validResume();
  body.experiences[0]!.sector = 'bank';
  body.experiences[0]!.projectExperiences[0]!.jobs = [{ id: 'fullstack', custom: false }];
  body.languages = [{ code: 'en', level: 'limited_professional', score: null }];
  return body;
}

async function texts(locale: 'fr' | 'en') {
  const view = buildResumeView({
    user,
    resume: resume(),
    locale,
    labelOf,
    focus: ['apache-kafka'],
    generatedAt: new Date('2026-11-22T10:00:00Z'),
  });
  const branding = loadBranding(DEFAULT_BRANDING);
  const pdf = await pdfText(await renderResumePdf(view, branding));
  const entries = await zipEntries(Buffer.from(await renderResumeDocx(view, branding)));
  const xml = entries.find((entry) => entry.name === 'word/document.xml')!.bytes.toString('utf8');
  const docx = xml
    .replace(/<\/w:p>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'")
    .replace(/\s+/g, ' ');
  return { view, pdf, docx };
}

describe('the documents’ words (issue #26 §19)', () => {
  it.each(['fr', 'en'] as const)('names each language level as the screen does (%s)', (locale) => {
    for (const level of LANGUAGE_LEVELS) {
      const screen = translate(locale, `web.resume.levels.${level}`, { score: 905 });
      expect(languageLevel({ level, score: 905 }, locale), level).toBe(
        level === 'toeic' || level === 'toefl' ? `${level.toUpperCase()} 905` : screen,
      );
      expect(translate(locale, `jsonResume.fluency.${level}`, { score: 905 }).trim(), level).toBe(
        languageLevel({ level, score: 905 }, locale),
      );
    }
    expect(translate('fr', 'pdf.languageLevels.limited_professional')).toBe(
      'Compétence professionnelle limitée',
    );
  });

  it('calls a project’s professions “Professions” in English, “Métiers” in French', async () => {
    const english = await texts('en');
    expect(english.view.experienceLabels.jobs).toBe('Professions:');
    expect(english.pdf).toContain('Professions: Full-stack developer');
    expect(english.pdf).not.toMatch(/\bRoles?\b/);
    expect(english.docx).toContain('Professions: Full-stack developer');
    const french = await texts('fr');
    expect(french.pdf).toContain('Métiers : Développeur full stack');
  });

  it.each(['fr', 'en'] as const)(
    'uses the en dash of date ranges everywhere, never an em dash (%s)',
    async (locale) => {
      const { view, pdf, docx } = await texts(locale);
      const company = `Société Générale – ${locale === 'fr' ? 'Banque et assurance' : 'Banking and insurance'}`;
      const language = `${locale === 'fr' ? 'Anglais' : 'English'}`;
      for (const text of [pdf, docx]) {
        expect(text).toContain(view.experiences[0]!.dateRange);
        expect(view.experiences[0]!.dateRange).toMatch(/^\S+ 2021 – /);
        expect(text).toContain(company);
        expect(text).toContain('Apache Kafka – ');
        expect(text).not.toContain('—');
      }
      expect(docx).toContain(
        `${language} – ${languageLevel({ level: 'limited_professional', score: null }, locale)}`,
      );
    },
  );
});
