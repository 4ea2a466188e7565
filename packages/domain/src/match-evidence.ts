/**
 * The evidence behind a match (issue #27 §6 "Evidence behind every match"): for each requested
 * skill a person brings, the experiences and projects where it was used, with their dates, and
 * the last year of use, as `POST /api/match` answers it and the client-request panel shows it on
 * demand. The rule of what counts as a use is `skillsBrought` (./tailoring.ts, issue #27 §5: a
 * project's technical environment or description, an experience's position or context, read
 * through the vocabulary); this module only bounds and shapes its answer for the wire.
 */
import { z } from 'zod';
import { SHORT_TEXT_MAX } from './constants.ts';
import type { BroughtSkill, EvidenceExperience, EvidenceProject } from './tailoring.ts';

/** Issue #27 §6: places (experiences) answered per skill, most recent first; the rest are counted. */
export const MATCH_EVIDENCE_PLACES_MAX = 3;
/** Issue #27 §6: project names answered per place, in the file's order; the rest are counted. */
export const MATCH_EVIDENCE_PROJECTS_MAX = 3;

const ZMonth = z.string().regex(/^\d{4}-\d{2}$/);

/** One experience where a skill was used: the firm (or a personal project), its dates, its projects. */
export const ZEvidencePlace = z.object({
  corporation: z.string().max(SHORT_TEXT_MAX),
  personalProject: z.boolean(),
  position: z.string().max(SHORT_TEXT_MAX),
  /** spec §3 dates, `YYYY-MM`; `endDate` null: ongoing. */
  startDate: ZMonth,
  endDate: ZMonth.nullable(),
  /** The projects of this experience that use the skill (none: its position or context names it). */
  projects: z.array(z.string().max(SHORT_TEXT_MAX)).max(MATCH_EVIDENCE_PROJECTS_MAX),
  /** Projects using it beyond those named. */
  moreProjects: z.number().int().min(0),
});
export type EvidencePlace = z.infer<typeof ZEvidencePlace>;

/** Issue #27 §6: the evidence of one skill a person brings. */
export const ZSkillEvidence = z.object({
  /** mission 3 lists it. */
  declared: z.boolean(),
  /** Where it was used, most recent first (spec §4 order), at most `MATCH_EVIDENCE_PLACES_MAX`. */
  places: z.array(ZEvidencePlace).max(MATCH_EVIDENCE_PLACES_MAX),
  /** Places beyond those answered. */
  morePlaces: z.number().int().min(0),
  /** Months covered by every place (overlaps once), as `skillsBrought` counts them. */
  months: z.number().int().min(0),
  /** Year of the last use (this year for an ongoing one); null when used nowhere. */
  lastYear: z.number().int().nullable(),
  /** One of the places is ongoing. */
  ongoing: z.boolean(),
});
export type SkillEvidence = z.infer<typeof ZSkillEvidence>;

/** The parts of a project and an experience the evidence names. */
type NamedProject = EvidenceProject & { name: string };
type NamedExperience = EvidenceExperience<NamedProject> & { corporation: string; personalProject: boolean };

/**
 * A brought skill's evidence for the wire (`ZSkillEvidence`): its places in `skillsBrought`'s
 * order (ongoing first, then most recent), the first `MATCH_EVIDENCE_PLACES_MAX` with at most
 * `MATCH_EVIDENCE_PROJECTS_MAX` project names each, and how many of each were left out; its
 * months, last year of use and whether it is ongoing, unchanged. Pure. Issue #27 §6.
 */
export function skillEvidence(skill: BroughtSkill<NamedExperience>): SkillEvidence {
  const places = skill.uses
    .slice(0, MATCH_EVIDENCE_PLACES_MAX)
    .map(({ experience, projects }): EvidencePlace => ({
      corporation: experience.corporation,
      personalProject: experience.personalProject,
      position: experience.position,
      startDate: experience.startDate,
      endDate: experience.endDate,
      projects: projects.slice(0, MATCH_EVIDENCE_PROJECTS_MAX).map((project) => project.name),
      moreProjects: Math.max(0, projects.length - MATCH_EVIDENCE_PROJECTS_MAX),
    }));
  return {
    declared: skill.declared,
    places,
    morePlaces: Math.max(0, skill.uses.length - MATCH_EVIDENCE_PLACES_MAX),
    months: skill.months,
    lastYear: skill.lastYear,
    ongoing: skill.ongoing,
  };
}
