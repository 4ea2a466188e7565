import type { ComboboxItem, ComboboxParsedItemGroup } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import type { LabelOf, ReferenceItem } from '@highlight/domain/reference';
import type { CatalogRef, Experience, ProjectExperience, ResumeBody } from '@highlight/domain/resume';

export interface SelectOption {
  value: string;
  label: string;
}

/** What a project may pick from: mission 3's skills, mission 2's jobs, the sector's sub-sectors. */
export interface ProjectChoices {
  /** Skills of mission 3, grouped by domain. */
  skills: ComboboxParsedItemGroup[];
  jobs: SelectOption[];
  /** Sub-sectors of the experience's sector; null when the experience has no sector. */
  subSectors: SelectOption[] | null;
  /** A chosen skill or job id back to its reference (catalogue or custom entry). */
  refOf: { skill: (id: string) => CatalogRef; job: (id: string) => CatalogRef };
}

/** Catalogue entries of `kind` (under `parentId` when given) as options labelled in `locale`, sorted. */
export function catalogueOptions(
  items: readonly ReferenceItem[],
  kind: 'sector' | 'sub_sector',
  locale: Locale,
  parentId?: string,
): SelectOption[] {
  return items
    .filter((item) => item.kind === kind && (parentId === undefined || item.parentId === parentId))
    .map((item) => ({ value: item.id, label: locale === 'en' ? item.labelEn : item.labelFr }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * What a project of `experience` may pick from (spec §1 mission 5): the skills of mission 3
 * grouped by domain, the jobs of mission 2, the sub-sectors of the experience's activity sector
 * (null without a sector). Entries of `project` no longer in missions 2–3 stay listed (skills under
 * `strayGroup`), so they show and can be removed rather than vanish from view.
 */
export function projectChoicesOf({
  resume,
  catalogue,
  experience,
  project,
  labelOf,
  locale,
  strayGroup,
}: {
  resume: Pick<ResumeBody, 'technicalSkills' | 'jobs'>;
  catalogue: readonly ReferenceItem[];
  experience: Pick<Experience, 'sector'> | undefined;
  project: ProjectExperience | undefined;
  labelOf: LabelOf;
  locale: Locale;
  strayGroup: string;
}): ProjectChoices {
  const skillRefs = new Map<string, CatalogRef>();
  const skillOption = (ref: CatalogRef): ComboboxItem => {
    skillRefs.set(ref.id, ref);
    return { value: ref.id, label: labelOf('skill', ref, locale) };
  };
  const skills: ComboboxParsedItemGroup[] = [];
  for (const entry of resume.technicalSkills) {
    // Option values must be unique across groups (a duplicate skill is refused on save anyway).
    const items: ComboboxItem[] = [];
    for (const skill of entry.skills) if (!skillRefs.has(skill.id)) items.push(skillOption(skill));
    if (items.length > 0) skills.push({ group: labelOf('domain', entry.domain, locale), items });
  }
  const strays = (project?.technicalEnvironment ?? []).filter((ref) => !skillRefs.has(ref.id));
  if (strays.length > 0) skills.push({ group: strayGroup, items: strays.map(skillOption) });

  const jobRefs = new Map<string, CatalogRef>();
  for (const ref of [...resume.jobs.map((entry) => entry.job), ...(project?.jobs ?? [])])
    if (!jobRefs.has(ref.id)) jobRefs.set(ref.id, ref);

  const sector = experience?.sector ?? null;
  return {
    skills,
    jobs: [...jobRefs.values()].map((ref) => ({ value: ref.id, label: labelOf('job', ref, locale) })),
    subSectors: sector === null ? null : catalogueOptions(catalogue, 'sub_sector', locale, sector),
    refOf: {
      skill: (id) => skillRefs.get(id) ?? { id, custom: false },
      job: (id) => jobRefs.get(id) ?? { id, custom: false },
    },
  };
}
