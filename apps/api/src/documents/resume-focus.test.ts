/**
 * The key-skills summary of a tailored file (issue #27 §5), read back from the PDF (pdftotext)
 * and the DOCX (its document.xml) with the catalogue's real vocabulary: only the requested skills
 * the person brings, each with where (experiences, projects) and when (years); a lacking one is
 * never printed; a skill named in a description counts; both documents say the same in French and
 * in English.
 */
import { makeLabelOf } from '@highlight/domain/reference';
import type { ResumeBody } from '@highlight/domain/resume';
import { describe, expect, it } from 'vitest';
import { referenceItem as item, validResume } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf.ts';
import { zipEntries } from '../../test/zip.ts';
import { loadVocabulary } from '../db/seed/reference/catalogue.ts';
import { DEFAULT_BRANDING, loadBranding } from './branding.ts';
import { renderResumeDocx } from './resume-docx.ts';
import { renderResumePdf } from './resume-pdf.ts';
import { buildResumeView, FOCUS_PLACES_MAX } from './resume-view.ts';

const labelOf = makeLabelOf([
  item('skill', 'java', 'Java', 'Java'),
  item('skill', 'kubernetes', 'Kubernetes', 'Kubernetes'),
  item('skill', 'rest-api', 'API REST', 'REST APIs'),
  item('skill', 'apache-kafka', 'Apache Kafka', 'Apache Kafka'),
  item('skill', 'graphql', 'GraphQL', 'GraphQL'),
]);
const user = {
  firstname: 'Zoé',
  lastname: 'Martin',
  email: 'zoe@example.com',
  phoneNumber: '',
  trigram: 'ZMA',
};

/** Java in five experiences (named in texts only), Kubernetes as "K8s", GraphQL declared only. */
function resume(): ResumeBody {
  const body = validResume();
  body.technicalSkills[0]!.skills.push({ id: 'graphql', custom: false });
  const experience = (id: string, corporation: string, start: string, end: string | null, text: string) => ({
    id,
    corporation,
    personalProject: false,
    sector: null,
    position: 'Développeur',
    context: 'Refonte',
    startDate: start,
    endDate: end,
    projectExperiences: [
      {
        id: `${id}-p`,
        name: corporation === '' ? 'Outil libre' : `Projet ${corporation}`,
        description: text,
        technicalEnvironment: [],
        jobs: [],
        subSectors: [],
      },
    ],
  });
  body.experiences = [
    experience('a', 'Alpha', '2012-01', '2012-10', 'Batchs Java'),
    experience('b', 'Bêta', '2013-01', '2015-06', 'Services Java'),
    experience('c', 'Gamma', '2015-07', '2018-12', 'API Java sur K8s'),
    { ...experience('d', '', '2019-01', '2019-12', 'Java'), personalProject: true },
    experience('e', 'Epsilon', '2020-01', null, 'Microservices Java, Kafka'),
  ];
  return body;
}

async function summaries(locale: 'fr' | 'en', focus: string[]) {
  const view = buildResumeView({
    user,
    resume: resume(),
    locale,
    labelOf,
    focus,
    vocabulary: loadVocabulary(),
    generatedAt: new Date('2026-11-22T10:00:00Z'),
  });
  const branding = loadBranding(DEFAULT_BRANDING);
  const pdf = await pdfText(await renderResumePdf(view, branding));
  const entries = await zipEntries(Buffer.from(await renderResumeDocx(view, branding)));
  const docx = entries
    .find((entry) => entry.name === 'word/document.xml')!
    .bytes.toString('utf8')
    .replace(/<\/w:p>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');
  const title = view.focus?.title ?? '';
  const box = (text: string) => text.slice(text.indexOf(title), text.indexOf(view.headings.jobs)).trim();
  return { view, pdf: box(pdf), docx: box(docx) };
}

describe('the key skills of a tailored file (issue #27 §5)', () => {
  it('lists where and when each brought skill was used, at most three places, the others counted', async () => {
    const { view, pdf, docx } = await summaries('fr', ['java', 'rest-api', 'kubernetes', 'graphql']);
    expect(view.focus?.items.map((skill) => skill.label)).toEqual(['Java', 'Kubernetes', 'GraphQL']);
    expect(FOCUS_PLACES_MAX).toBe(3);
    expect(view.focus?.items[0]?.detail).toBe(
      '14 ans et 9 mois · Epsilon (Projet Epsilon, depuis 2020), Projet personnel (Outil libre, 2019), ' +
        'Gamma (Projet Gamma, 2015 – 2018) et 2 autres expériences',
    );
    expect(view.focus?.items[1]?.detail).toBe('3 ans et 6 mois · Gamma (Projet Gamma, 2015 – 2018)');
    expect(view.focus?.items[2]?.detail).toBe('');
    for (const text of [pdf, docx]) {
      expect(text).toContain('Java – 14 ans et 9 mois · Epsilon (Projet Epsilon, depuis 2020)');
      expect(text).toContain('et 2 autres expériences');
      expect(text).toContain('Kubernetes – 3 ans et 6 mois · Gamma (Projet Gamma, 2015 – 2018)');
      expect(text).toMatch(/GraphQL$/);
      expect(text).not.toContain('REST');
      expect(text).not.toMatch(/Absente|aucun projet/);
    }
    expect(pdf).toBe(docx);
  });

  it('says the same in English', async () => {
    const { view, pdf, docx } = await summaries('en', ['java', 'apache-kafka', 'rest-api']);
    expect(view.focus?.items.map((skill) => skill.label)).toEqual(['Java', 'Apache Kafka']);
    expect(pdf).toContain('Key skills for this request');
    expect(pdf).toContain('Java – 14 years 9 months · Epsilon (Projet Epsilon, since 2020)');
    expect(pdf).toContain('and 2 more experiences');
    expect(pdf).toContain('Apache Kafka – 6 years 11 months · Epsilon (Projet Epsilon, since 2020)');
    expect(pdf).not.toMatch(/REST|not in this file|used in no project/i);
    expect(pdf).toBe(docx);
  });

  it('counts a single further experience in the singular', () => {
    const view = buildResumeView({
      user,
      resume: { ...resume(), experiences: resume().experiences.slice(1) },
      locale: 'en',
      labelOf,
      focus: ['java'],
      vocabulary: loadVocabulary(),
      generatedAt: new Date('2026-11-22T10:00:00Z'),
    });
    expect(view.focus?.items[0]?.detail).toMatch(
      /, Gamma \(Projet Gamma, 2015 – 2018\) and 1 more experience$/,
    );
    const french = buildResumeView({
      user,
      resume: { ...resume(), experiences: resume().experiences.slice(1) },
      locale: 'fr',
      labelOf,
      focus: ['java'],
      vocabulary: loadVocabulary(),
    });
    expect(french.focus?.items[0]?.detail).toMatch(/ et 1 autre expérience$/);
  });

  it('has no summary when the person brings none of the requested skills', async () => {
    const { view, pdf, docx } = await summaries('fr', ['rest-api']);
    expect(view.focus).toBeNull();
    expect(pdf).not.toContain('Compétences clés');
    expect(docx).not.toContain('Compétences clés');
  });

  it('reads only ids without the vocabulary', () => {
    const view = buildResumeView({
      user,
      resume: resume(),
      locale: 'fr',
      labelOf,
      focus: ['java', 'graphql'],
    });
    expect(view.focus?.items).toEqual([{ label: 'GraphQL', detail: '' }]);
  });
});
