/**
 * What a person brings for a client request (issue #27 §5, reused by §6's evidence): for each
 * requested skill the person holds, where it was used (experiences and their projects) and when
 * (first and last year, months covered). A requested skill the person lacks is left out: the
 * tailored file speaks to the client and never prints what is missing (HR sees that in the
 * client-request panel).
 *
 * A skill is held when the file declares it (mission 3) or uses it somewhere (mission 5). It is
 * used in a project when the project's technical environment lists it, or when the project's
 * description names it; used in an experience when one of its projects uses it, or when the
 * experience's position or context names it ("Tech lead Java"). Names in free text are read
 * through the catalogue's vocabulary (`findMentions`, issue #27 §1), so "Spring Boot
 * microservices" counts as Spring Boot and "K8s" as Kubernetes; a custom skill's label that names
 * a catalogue entry counts as that entry ("K8s" typed before the catalogue knew it). Custom
 * skills themselves count by their id only.
 */
import type { Experience, ProjectExperience } from './resume.ts';
import { coveredMonths, sortExperiences } from './experience.ts';
import { entriesNamed, findEntries, type Vocabulary } from './vocabulary.ts';

/** A skill as a file refers to it: its id, and the user's label for a custom one. */
interface SkillRef {
  id: string;
  custom?: boolean;
  label?: string;
}

/** The parts of a project the rule reads. */
export type EvidenceProject = Pick<ProjectExperience, 'description'> & {
  technicalEnvironment: readonly SkillRef[];
};

/** The parts of an experience the rule reads. */
export type EvidenceExperience<P extends EvidenceProject = EvidenceProject> = Pick<
  Experience,
  'startDate' | 'endDate' | 'position' | 'context'
> & { projectExperiences: readonly P[] };

/** The parts of a skills file the rule reads: mission 3's skills and mission 5's experiences. */
export interface EvidenceResume<E extends EvidenceExperience> {
  technicalSkills: readonly { skills: readonly SkillRef[] }[];
  experiences: readonly E[];
}

/** One experience where a skill was used, with the projects (in the file's order) that use it. */
export interface SkillUse<E extends EvidenceExperience> {
  experience: E;
  /** Empty when only the experience's position or context names the skill. */
  projects: E['projectExperiences'][number][];
}

/** A requested skill the person brings, with its evidence. */
export interface BroughtSkill<E extends EvidenceExperience> {
  /** The requested id (catalogue or custom). */
  id: string;
  /** True when mission 3 lists it (by id, or by a custom label naming it). */
  declared: boolean;
  /** The experiences that use it, spec §4 order (ongoing first, then most recent). */
  uses: SkillUse<E>[];
  /** Months covered by those experiences, overlaps once, ongoing ones up to `now`; 0 when unused. */
  months: number;
  /** Year of the earliest start among the uses; null when unused. */
  firstYear: number | null;
  /** Year of the latest end among the uses (`now`'s year for an ongoing one); null when unused. */
  lastYear: number | null;
  /** True when one of the uses is ongoing. */
  ongoing: boolean;
}

/** Options of `skillsBrought`. */
export interface SkillsBroughtOptions {
  /** The catalogue's vocabulary; without it, only ids count (no text is read). */
  vocabulary?: Vocabulary;
  /** "Now" of ongoing experiences (UTC year and month); defaults to the current date. */
  now?: Date;
}

/**
 * The catalogue skills a list of skill references stands for: each reference's id, and for a
 * custom one the entries its label names, exactly ("K8s") or within it ("Spring Boot
 * microservices" → Spring Boot, Microservices).
 */
function refIds(refs: readonly SkillRef[], vocabulary: Vocabulary | undefined): Set<string> {
  const ids = new Set<string>();
  for (const ref of refs) {
    ids.add(ref.id);
    if (vocabulary && ref.custom && ref.label) {
      for (const id of entriesNamed(vocabulary, ref.label, 'skill')) ids.add(id);
      for (const id of findEntries(vocabulary, ref.label, 'skill')) ids.add(id);
    }
  }
  return ids;
}

/** The catalogue skills `text` names (none without a vocabulary). */
function textIds(text: string, vocabulary: Vocabulary | undefined): Set<string> {
  return new Set(vocabulary && text.trim() !== '' ? findEntries(vocabulary, text, 'skill') : []);
}

const yearOf = (yearMonth: string) => Number(yearMonth.slice(0, 4));

/**
 * The requested skills (`requested`, ids in the request's order, duplicates once) that the
 * person brings, in that order, each with where and when it was used (rule in this module's
 * header). A requested skill the person neither declares nor uses is not in the answer. Pure;
 * linear in the file's text (each text is read once, whatever the number of requested skills).
 */
export function skillsBrought<E extends EvidenceExperience>(
  resume: EvidenceResume<E>,
  requested: readonly string[],
  options: SkillsBroughtOptions = {},
): BroughtSkill<E>[] {
  const { vocabulary, now = new Date() } = options;
  const declared = refIds(
    resume.technicalSkills.flatMap((group) => group.skills),
    vocabulary,
  );
  const experiences = sortExperiences(resume.experiences).map((experience) => ({
    experience,
    own: textIds(`${experience.position}\n${experience.context}`, vocabulary),
    projects: experience.projectExperiences.map((project) => ({
      project,
      skills: new Set([
        ...refIds(project.technicalEnvironment, vocabulary),
        ...textIds(project.description, vocabulary),
      ]),
    })),
  }));
  const currentYear = now.getUTCFullYear();

  return [...new Set(requested)].flatMap((id): BroughtSkill<E>[] => {
    const uses = experiences.flatMap(({ experience, own, projects }): SkillUse<E>[] => {
      const using = projects.filter(({ skills }) => skills.has(id)).map(({ project }) => project);
      return using.length > 0 || own.has(id) ? [{ experience, projects: using }] : [];
    });
    if (uses.length === 0 && !declared.has(id)) return [];
    const used = uses.map((use) => use.experience);
    return [
      {
        id,
        declared: declared.has(id),
        uses,
        months: coveredMonths(used, now),
        firstYear: used.length === 0 ? null : Math.min(...used.map((e) => yearOf(e.startDate))),
        lastYear:
          used.length === 0
            ? null
            : Math.max(
                ...used.map((e) =>
                  e.endDate === null ? Math.max(currentYear, yearOf(e.startDate)) : yearOf(e.endDate),
                ),
              ),
        ongoing: used.some((e) => e.endDate === null),
      },
    ];
  });
}
