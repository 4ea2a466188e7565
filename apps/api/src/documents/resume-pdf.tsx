/* @jsxRuntime automatic */
/* @jsxImportSource react */
/**
 * The skills file as PDF (DESIGN.md "Documents"): the firm's "dossier de compétences" template, in
 * French or English, optionally anonymised. Rendering is a pure function of its input apart from
 * the one-time font registration, so it can move to a worker thread unchanged.
 */
import { createRequire } from 'node:module';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import {
  buildResumeView,
  type ExperienceView,
  type RowView,
  type ResumeDocumentInput,
  type ResumeView,
} from './resume-view.ts';

export { resumeFileName } from './resume-view.ts';

/**
 * Inter from node_modules (never the OS), so every machine embeds the same glyphs. The `latin`
 * subset covers French (accents, œ, « », –, ’); `latin-ext` is a fallback family for names such as
 * "Łódź" or "Dvořák". react-pdf picks, per character, the first family that has the glyph.
 */
const FONT_FAMILIES = ['Inter', 'InterLatinExt'];
const FONT_FILES = [
  { family: 'Inter', subset: 'latin' },
  { family: 'InterLatinExt', subset: 'latin-ext' },
] as const;

let fontsRegistered = false;

/** Registers the fonts and the hyphenation rule with react-pdf's process-wide store, once. */
function registerFonts(): void {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  const file = (subset: string, weight: number) =>
    require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
  for (const { family, subset } of FONT_FILES) {
    Font.register({
      family,
      fonts: [
        { src: file(subset, 400), fontWeight: 400 },
        { src: file(subset, 700), fontWeight: 700 },
      ],
    });
  }
  // Words are never split: the default English hyphenation breaks French words at odd places.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

const ACCENT = '#1d3f6e';
const MUTED = '#5b6675';
const RULE = '#c9d2de';

const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILIES,
    fontSize: 9.5,
    color: '#1f2933',
    paddingTop: 40,
    paddingBottom: 60,
    paddingHorizontal: 44,
  },
  // react-pdf resolves a unitless lineHeight against the element's own font size and children
  // inherit the result in points, so texts of another size set their own. It lives here, not on
  // the page: there it hides the fixed footer (react-pdf 4.9).
  body: { fontSize: 9.5, lineHeight: 1.4 },
  header: { borderBottomWidth: 2, borderBottomColor: ACCENT, paddingBottom: 12, marginBottom: 4 },
  documentLabel: { fontSize: 8.5, lineHeight: 1.3, color: ACCENT, letterSpacing: 0.6, marginBottom: 4 },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.2 },
  desiredPosition: { fontSize: 12.5, lineHeight: 1.3, color: ACCENT, marginTop: 3 },
  contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: MUTED },
  contact: { marginRight: 18 },
  section: { marginTop: 14 },
  sectionTitle: {
    fontSize: 11.5,
    lineHeight: 1.3,
    fontWeight: 700,
    color: ACCENT,
    borderBottomWidth: 0.75,
    borderBottomColor: RULE,
    paddingBottom: 3,
    marginBottom: 6,
  },
  row: { flexDirection: 'row', marginBottom: 3 },
  rowLabel: { width: 150, paddingRight: 10, fontWeight: 700 },
  rowValue: { flex: 1 },
  softSkills: { flexDirection: 'row', flexWrap: 'wrap' },
  softSkill: {
    borderWidth: 0.75,
    borderColor: RULE,
    borderRadius: 3,
    paddingVertical: 1.5,
    paddingHorizontal: 6,
    marginRight: 5,
    marginBottom: 5,
  },
  experience: { marginBottom: 10 },
  experienceHead: { flexDirection: 'row', justifyContent: 'space-between' },
  company: { flex: 1, paddingRight: 10, fontSize: 10.5, lineHeight: 1.4, fontWeight: 700 },
  sector: { fontWeight: 400, color: MUTED },
  dateRange: { color: MUTED },
  position: { fontWeight: 700, color: ACCENT },
  context: { color: MUTED, marginTop: 1 },
  project: { marginTop: 5, marginLeft: 2, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: RULE },
  projectName: { fontWeight: 700 },
  fieldLabel: { fontWeight: 700 },
  diploma: { flexDirection: 'row', marginBottom: 5 },
  diplomaDate: { width: 90, color: MUTED },
  diplomaBody: { flex: 1, paddingRight: 10 },
  diplomaTitle: { fontWeight: 700 },
  diplomaType: { color: MUTED },
  footer: {
    position: 'absolute',
    bottom: 26,
    left: 44,
    right: 44,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.75,
    borderTopColor: RULE,
    paddingTop: 6,
    fontSize: 7.5,
    color: MUTED,
  },
});

/** A titled section; the title stays with the first lines of its content across page breaks. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function TableRows({ rows }: { rows: RowView[] }) {
  return rows.map((row, index) => (
    <View key={index} style={styles.row} wrap={false}>
      <Text style={styles.rowLabel}>{row.label}</Text>
      <Text style={styles.rowValue}>{row.value}</Text>
    </View>
  ));
}

/** "Label : a, b, c" on one paragraph, omitted when there is nothing to list. */
function ListLine({ label, values }: { label: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <Text>
      <Text style={styles.fieldLabel}>{label} </Text>
      {values.join(', ')}
    </Text>
  );
}

function Experience({
  experience,
  labels,
}: {
  experience: ExperienceView;
  labels: ResumeView['experienceLabels'];
}) {
  return (
    <View style={styles.experience}>
      <View wrap={false}>
        <View style={styles.experienceHead}>
          <Text style={styles.company}>
            {experience.company}
            {experience.sector === null ? null : <Text style={styles.sector}> – {experience.sector}</Text>}
          </Text>
          <Text style={styles.dateRange}>{experience.dateRange}</Text>
        </View>
        <Text style={styles.position}>{experience.position}</Text>
        <Text style={styles.context}>
          <Text style={styles.fieldLabel}>{labels.context} </Text>
          {experience.context}
        </Text>
      </View>
      {experience.projects.map((project, index) => (
        <View key={index} style={styles.project} wrap={false}>
          <Text style={styles.projectName}>{project.name}</Text>
          {project.description === '' ? null : <Text>{project.description}</Text>}
          <ListLine label={labels.technicalEnvironment} values={project.technicalEnvironment} />
          <ListLine label={labels.jobs} values={project.jobs} />
          <ListLine label={labels.subSectors} values={project.subSectors} />
        </View>
      ))}
    </View>
  );
}

function ResumeDocument({ view, generatedAt }: { view: ResumeView; generatedAt: Date }) {
  return (
    <Document
      title={view.title}
      author={view.author}
      subject={view.documentLabel}
      creator="Highlight"
      producer="Highlight"
      language={view.languageTag}
      creationDate={generatedAt}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.body}>
          <View style={styles.header}>
            <Text style={styles.documentLabel}>{view.documentLabel}</Text>
            <Text style={styles.name}>{view.displayName}</Text>
            {view.desiredPosition === '' ? null : (
              <Text style={styles.desiredPosition}>{view.desiredPosition}</Text>
            )}
            {view.contacts.length === 0 ? null : (
              <View style={styles.contacts}>
                {view.contacts.map((contact) => (
                  <Text key={contact} style={styles.contact}>
                    {contact}
                  </Text>
                ))}
              </View>
            )}
          </View>

          {view.jobs.length === 0 ? null : (
            <Section title={view.headings.jobs}>
              <TableRows rows={view.jobs} />
            </Section>
          )}
          {view.technicalSkills.length === 0 ? null : (
            <Section title={view.headings.technicalSkills}>
              <TableRows rows={view.technicalSkills} />
            </Section>
          )}
          {view.softSkills.length === 0 ? null : (
            <Section title={view.headings.softSkills}>
              <View style={styles.softSkills}>
                {view.softSkills.map((skill) => (
                  <Text key={skill} style={styles.softSkill}>
                    {skill}
                  </Text>
                ))}
              </View>
            </Section>
          )}
          {view.experiences.length === 0 ? null : (
            <Section title={view.headings.experiences}>
              {view.experiences.map((experience, index) => (
                <Experience key={index} experience={experience} labels={view.experienceLabels} />
              ))}
            </Section>
          )}
          {view.diplomas.length === 0 ? null : (
            <Section title={view.headings.diplomas}>
              {view.diplomas.map((diploma, index) => (
                <View key={index} style={styles.diploma} wrap={false}>
                  <Text style={styles.diplomaDate}>{diploma.date}</Text>
                  <View style={styles.diplomaBody}>
                    <Text style={styles.diplomaTitle}>{diploma.title}</Text>
                    <Text>{diploma.school}</Text>
                  </View>
                  <Text style={styles.diplomaType}>{diploma.type}</Text>
                </View>
              ))}
            </Section>
          )}
          {view.languages.length === 0 ? null : (
            <Section title={view.headings.languages}>
              <TableRows rows={view.languages} />
            </Section>
          )}
        </View>

        <View style={styles.footer} fixed>
          <Text>
            {view.displayName} · {view.documentLabel} · {view.generatedOn}
          </Text>
          <Text render={({ pageNumber, totalPages }) => view.pageLabel(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}

/**
 * Renders a skills file as an A4 PDF (DESIGN.md "Documents"; spec §1 download, §3 entities).
 * `locale` picks the language of every heading, label, date and duration; `labelOf` resolves
 * catalogue references; `anonymised` shows the trigram instead of the names and leaves out email
 * and phone (in the text and the metadata); `generatedAt` (default now) is the footer date and
 * the PDF creation date. Sections without data are omitted. Resolves to the PDF bytes.
 */
export async function renderResumePdf(input: ResumeDocumentInput): Promise<Buffer> {
  registerFonts();
  const generatedAt = input.generatedAt ?? new Date();
  const view = buildResumeView({ ...input, generatedAt });
  return oneAtATime(() => {
    reloadFonts();
    return renderToBuffer(<ResumeDocument view={view} generatedAt={generatedAt} />);
  });
}

let renderQueue: Promise<unknown> = Promise.resolve();

/**
 * Drops the loaded data of our fonts so the next render parses them afresh (see `oneAtATime`).
 * react-pdf's own `Font.reset()` cannot do it: it keeps each source's load promise, so the data
 * never comes back.
 */
function reloadFonts(): void {
  const families = Font.getRegisteredFonts() as Record<
    string,
    { sources: { data: unknown; loadResultPromise: unknown }[] } | undefined
  >;
  for (const family of FONT_FAMILIES) {
    for (const source of families[family]?.sources ?? []) {
      source.data = null;
      source.loadResultPromise = null;
    }
  }
}

/**
 * Runs PDF renders one after the other, each on freshly loaded fonts (`reloadFonts`).
 * fontkit caches a glyph with the characters of its first use: a glyph first met as part of a
 * decomposed letter (Inter lays "Î" out as "I" plus a mark) keeps a wrong text mapping in every
 * later document of the process, so copy, search and pdftotext lose that letter ("MART N").
 * Rendering is CPU-bound on one thread, so the queue costs no throughput; it only keeps one
 * render from resetting the fonts under another.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = renderQueue.then(task, task);
  renderQueue = run.catch(() => undefined);
  return run;
}
