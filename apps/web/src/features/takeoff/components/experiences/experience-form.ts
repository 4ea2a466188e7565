/**
 * The values of mission 5's two dialogs (experience, project) and their conversion to the domain's
 * `Experience` and `ProjectExperience`, validated by `ZExperienceSave` (no date after the current
 * month, issue #26 §16) / `ZProjectExperienceSave` (spec §5 experience rules; both refuse what the
 * documents cannot print, issue #26 §18). The only rule checked here rather than by the domain is
 * the one the stored shape cannot express: an absent end date means "still employed" (spec §3), so
 * "end date or still employed" needs the checkbox of the form.
 */
import {
  ZExperienceSave,
  ZProjectExperienceSave,
  type CatalogRef,
  type Experience,
  type ProjectExperience,
} from '@highlight/domain/resume';
import { monthPartsOf, yearMonthOf, type MonthParts } from '../../../../components/form/month-parts.ts';
import { messageKey } from '../../../../i18n/message-key.ts';

export interface ExperienceFormValues {
  corporation: string;
  personalProject: boolean;
  sector: string | null;
  position: string;
  context: string;
  start: MonthParts;
  end: MonthParts;
  stillEmployed: boolean;
}

/** The fields of the experience dialog that can carry an error. */
export type ExperienceField = 'corporation' | 'sector' | 'position' | 'context' | 'startDate' | 'endDate';

/** i18n keys (`namespace:key`) of the errors of a form, one per field. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export type FormOutcome<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FormErrors<F> };

/** An empty experience dialog (a new experience). */
export function emptyExperienceForm(): ExperienceFormValues {
  return {
    corporation: '',
    personalProject: false,
    sector: null,
    position: '',
    context: '',
    start: { month: '', year: '' },
    end: { month: '', year: '' },
    stillEmployed: false,
  };
}

/** The dialog's values for an existing experience. */
export function experienceFormOf(experience: Experience): ExperienceFormValues {
  return {
    corporation: experience.corporation,
    personalProject: experience.personalProject,
    sector: experience.sector,
    position: experience.position,
    context: experience.context,
    start: monthPartsOf(experience.startDate),
    end: monthPartsOf(experience.endDate),
    stillEmployed: experience.endDate === null,
  };
}

/** The first message of each top-level field among zod issues, as `namespace:key`. */
function errorsByField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    errors[field as F] ??= messageKey(issue.message);
  }
  return errors;
}

const EXPERIENCE_FIELDS: readonly ExperienceField[] = [
  'corporation',
  'sector',
  'position',
  'context',
  'startDate',
  'endDate',
];

/**
 * spec §5 experience: the dialog's values as an `Experience` (`id`, with `projectExperiences`
 * kept), or the message key of each offending field: company name or "personal project",
 * position, context (at most 90 characters), start date, end date or "still employed", end not
 * before start, no `<` or `>`. Texts come back trimmed, as the domain stores them.
 */
export function experienceFromForm(
  values: ExperienceFormValues,
  id: string,
  projectExperiences: ProjectExperience[],
): FormOutcome<Experience, ExperienceField> {
  const startDate = yearMonthOf(values.start);
  const endDate = values.stillEmployed ? null : yearMonthOf(values.end);
  const parsed = ZExperienceSave.safeParse({
    id,
    corporation: values.personalProject ? '' : values.corporation,
    personalProject: values.personalProject,
    sector: values.sector,
    position: values.position,
    context: values.context,
    startDate: startDate ?? '',
    endDate,
    projectExperiences,
  });
  const errors = parsed.success ? {} : errorsByField(parsed.error.issues, EXPERIENCE_FIELDS);
  // An unchosen month is a missing field rather than an invalid date.
  if (startDate === null) errors.startDate = 'validation:required';
  if (!values.stillEmployed && endDate === null) errors.endDate = 'missions:experiences.endDateRequired';
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

export interface ProjectFormValues {
  name: string;
  description: string;
  /** Ids of skills of mission 3. */
  technicalEnvironment: string[];
  /** Ids of jobs of mission 2. */
  jobs: string[];
  /** Ids of sub-sectors of the experience's sector. */
  subSectors: string[];
}

export type ProjectField = 'name' | 'description' | 'technicalEnvironment' | 'jobs' | 'subSectors';

const PROJECT_FIELDS: readonly ProjectField[] = [
  'name',
  'description',
  'technicalEnvironment',
  'jobs',
  'subSectors',
];

/** The project dialog's values for an existing project (or an empty one). */
export function projectFormOf(project?: ProjectExperience): ProjectFormValues {
  return {
    name: project?.name ?? '',
    description: project?.description ?? '',
    technicalEnvironment: project?.technicalEnvironment.map((ref) => ref.id) ?? [],
    jobs: project?.jobs.map((ref) => ref.id) ?? [],
    subSectors: project?.subSectors ?? [],
  };
}

/**
 * spec §5 project of an experience: the dialog's values as a `ProjectExperience`, or the message
 * key of each offending field (name required; description at most 200 characters; no `<` or `>`;
 * nothing the documents cannot print, issue #26 §18).
 * `refOf` turns a chosen skill or job id back into its reference (catalogue or custom entry).
 */
export function projectFromForm(
  values: ProjectFormValues,
  id: string,
  refOf: { skill: (id: string) => CatalogRef; job: (id: string) => CatalogRef },
): FormOutcome<ProjectExperience, ProjectField> {
  const parsed = ZProjectExperienceSave.safeParse({
    id,
    name: values.name,
    description: values.description,
    technicalEnvironment: values.technicalEnvironment.map(refOf.skill),
    jobs: values.jobs.map(refOf.job),
    subSectors: values.subSectors,
  });
  if (!parsed.success) return { ok: false, errors: errorsByField(parsed.error.issues, PROJECT_FIELDS) };
  return { ok: true, value: parsed.data };
}
