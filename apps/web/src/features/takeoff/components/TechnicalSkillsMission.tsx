import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { useQuery } from '@tanstack/react-query';
import { TOAST_MS } from '@highlight/domain/constants';
import type { ReferenceItem } from '@highlight/domain/reference';
import {
  customLabelExists,
  customRef,
  deselectDomain,
  deselectSkill,
  takenLabels,
  type Deselection,
} from '@highlight/domain/resume-edit';
import type { CatalogRef, ResumeBody } from '@highlight/domain/resume';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceQueryOptions } from '../../../api/reference.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { notify } from '../../../lib/notify.ts';
import { useMissionDraft } from '../hooks/use-mission-draft.ts';
import { CataloguePicker } from './catalogue-picker/CataloguePicker.tsx';
import type { PickerOption } from './catalogue-picker/search-options.ts';
import type { MissionEditorProps } from './mission-editor.ts';
import { MissionStars } from './MissionStars.tsx';
import { CustomDomainForm, type CustomDomainErrors } from './technical-skills/CustomDomainForm.tsx';
import { customLabelIssue } from './technical-skills/custom-label.ts';
import { DomainCard, type DomainCardSkill } from './technical-skills/DomainCard.tsx';
import { formatList } from '@highlight/domain/intl';

/**
 * The resume fields mission 3 edits. `experiences` is here because deselecting a skill also
 * removes it from the technical environment of the projects using it (spec §5), and that change
 * is saved with the mission.
 */
const KEYS = ['technicalSkills', 'experiences'] as const;

type SkillDomains = ResumeBody['technicalSkills'];

/** `technicalSkills` with `skill` added to `domain` (the domain added first when missing). */
function withSkill(technicalSkills: SkillDomains, domain: CatalogRef, skill: CatalogRef): SkillDomains {
  if (!technicalSkills.some((entry) => entry.domain.id === domain.id)) {
    return [...technicalSkills, { domain, skills: [skill] }];
  }
  return technicalSkills.map((entry) =>
    entry.domain.id === domain.id ? { ...entry, skills: [...entry.skills, skill] } : entry,
  );
}

/**
 * spec §1 mission 3, technical skills by domain:
 * - one search over every catalogue skill, grouped by domain, instant and accent-insensitive
 *   ("developpement" finds the skills of "Développement mobile"); choosing a skill adds its domain;
 * - per domain, the chosen skills as removable pills and the domain's other catalogue skills as
 *   suggestions; a custom skill can be added to any domain, and a custom domain created with its
 *   first skill. A custom entry must not already exist, case and accents aside (spec §5:
 *   `takenLabels`, `customLabelExists`; a skill is compared with every catalogue skill and the
 *   user's own);
 * - deselecting a skill or a whole domain (`deselectSkill`, `deselectDomain`) is blocked while it
 *   holds the only skill of a project's technical environment, and otherwise also removes it from
 *   those projects; the user is told which. A custom domain goes with its last skill (spec §5);
 * - the mission's stars live (spec §9: skills 3, 6, 9, 12; two domains with a skill each).
 */
export function TechnicalSkillsMission(props: MissionEditorProps) {
  const { t } = useTranslation();
  const locale = useGetLocale();
  const labelOf = useGetLabelOf();
  const { data: reference } = useQuery(referenceQueryOptions);
  const { draft, setDraft, merged, errors, errorAt, submit } = useMissionDraft(KEYS, props);
  const [domainError, setDomainError] = useState<string>();
  /** The name typed for a new custom domain while its form is open. */
  const [newDomain, setNewDomain] = useState<string | null>(null);

  const items = useMemo(() => reference?.items ?? [], [reference]);
  const catalogue = useMemo(() => {
    const domains = items.filter((item) => item.kind === 'domain');
    const skills = items.filter((item) => item.kind === 'skill');
    const skillsOf = new Map<string, ReferenceItem[]>();
    for (const skill of skills) {
      if (skill.parentId) skillsOf.set(skill.parentId, [...(skillsOf.get(skill.parentId) ?? []), skill]);
    }
    return { domains, skills, skillsOf, skillById: new Map(skills.map((skill) => [skill.id, skill])) };
  }, [items]);

  const shownLabel = (item: ReferenceItem) => (locale === 'en' ? item.labelEn : item.labelFr);

  const technicalSkills = draft.technicalSkills;
  const ownSkills = technicalSkills.flatMap((entry) => entry.skills);
  const chosenSkillIds = new Set(ownSkills.map((skill) => skill.id));
  const chosenDomainIds = new Set(technicalSkills.map((entry) => entry.domain.id));

  const skillOptions = useMemo<PickerOption[]>(() => {
    const chosen = new Set(technicalSkills.flatMap((entry) => entry.skills.map((skill) => skill.id)));
    return catalogue.domains.flatMap((domain) =>
      (catalogue.skillsOf.get(domain.id) ?? [])
        .filter((skill) => !chosen.has(skill.id))
        .map((skill) => ({
          id: skill.id,
          label: locale === 'en' ? skill.labelEn : skill.labelFr,
          group: locale === 'en' ? domain.labelEn : domain.labelFr,
          aliases: [
            locale === 'en' ? skill.labelFr : skill.labelEn,
            locale === 'en' ? domain.labelFr : domain.labelEn,
            ...(skill.aliases ?? []),
          ],
        })),
    );
  }, [catalogue, technicalSkills, locale]);

  const domainOptions = useMemo<PickerOption[]>(() => {
    const chosen = new Set(technicalSkills.map((entry) => entry.domain.id));
    return catalogue.domains
      .filter((domain) => !chosen.has(domain.id))
      .map((domain) => ({
        id: domain.id,
        label: locale === 'en' ? domain.labelEn : domain.labelFr,
        aliases: [locale === 'en' ? domain.labelFr : domain.labelEn],
      }));
  }, [catalogue, technicalSkills, locale]);

  const setSkills = (next: SkillDomains) => setDraft({ ...draft, technicalSkills: next });

  const pickSkill = (id: string): boolean => {
    const skill = catalogue.skillById.get(id);
    if (!skill?.parentId) return false;
    setSkills(withSkill(technicalSkills, { id: skill.parentId, custom: false }, { id, custom: false }));
    return true;
  };

  const pickDomain = (id: string): boolean => {
    setSkills([...technicalSkills, { domain: { id, custom: false }, skills: [] }]);
    setDomainError(undefined);
    return true;
  };

  /** spec §5: the message refusing a custom domain named `label`, if any. */
  const domainLabelError = (label: string): string | undefined => {
    const issue = customLabelIssue(label);
    if (issue) return t(issue);
    const taken = takenLabels(
      'domain',
      items,
      technicalSkills.map((entry) => entry.domain),
    );
    return customLabelExists(label, taken) ? t('validation:customAlreadyExists') : undefined;
  };

  /** spec §5: the message refusing a custom skill named `label` (any domain), if any. */
  const skillLabelError = (label: string): string | undefined => {
    const issue = customLabelIssue(label);
    if (issue) return t(issue);
    return customLabelExists(label, takenLabels('skill', items, ownSkills))
      ? t('validation:customAlreadyExists')
      : undefined;
  };

  const openCustomDomain = (label: string): boolean => {
    const refused = domainLabelError(label);
    setDomainError(refused);
    if (refused === undefined) setNewDomain(label.trim());
    return refused === undefined;
  };

  const createCustomDomain = (name: string, skill: string): CustomDomainErrors => {
    const refused = { name: domainLabelError(name), skill: skillLabelError(skill) };
    if (refused.name !== undefined || refused.skill !== undefined) return refused;
    const domain = customRef(name, chosenDomainIds);
    setSkills([...technicalSkills, { domain, skills: [customRef(skill, chosenSkillIds)] }]);
    setNewDomain(null);
    return {};
  };

  const addCustomSkill = (domain: CatalogRef, label: string): string | undefined => {
    const refused = skillLabelError(label);
    if (refused === undefined)
      setSkills(withSkill(technicalSkills, domain, customRef(label, chosenSkillIds)));
    return refused;
  };

  const projectList = (names: string[]) => formatList(names, locale);

  /**
   * Applies a deselection (spec §5), or tells why it is blocked; `texts` word the notices for what
   * was deselected, given the list of projects.
   */
  const apply = (
    outcome: Deselection,
    texts: { blocked: (projects: string) => string; removed: (projects: string) => string },
  ) => {
    if (!outcome.ok) {
      notify({
        type: 'warning',
        title: t('missions:technicalSkills.blockedTitle'),
        text: texts.blocked(projectList(outcome.blockingProjects)),
        durationMs: TOAST_MS.long,
      });
      return;
    }
    setDraft({
      ...draft,
      technicalSkills: outcome.resume.technicalSkills,
      experiences: outcome.resume.experiences,
    });
    if (outcome.removedFromProjects.length > 0) {
      notify({
        type: 'info',
        title: t('missions:technicalSkills.removedTitle'),
        text: texts.removed(projectList(outcome.removedFromProjects)),
        durationMs: TOAST_MS.medium,
      });
    }
    const left = new Set(outcome.resume.technicalSkills.map((entry) => entry.domain.id));
    for (const entry of technicalSkills) {
      if (entry.domain.custom && entry.skills.length > 0 && !left.has(entry.domain.id)) {
        notify({
          type: 'info',
          title: t('missions:technicalSkills.customDomainDeletedTitle'),
          text: t('missions:technicalSkills.customDomainDeletedText', {
            domain: labelOf('domain', entry.domain, locale),
          }),
        });
      }
    }
  };

  const removeSkill = (skill: DomainCardSkill) =>
    apply(deselectSkill(merged, skill.ref.id), {
      blocked: (projects) => t('missions:technicalSkills.blockedSkillText', { skill: skill.label, projects }),
      removed: (projects) => t('missions:technicalSkills.removedSkillText', { skill: skill.label, projects }),
    });

  const removeDomain = (domain: CatalogRef, skillCount: number) => {
    const name = labelOf('domain', domain, locale);
    const run = () =>
      apply(deselectDomain(merged, domain.id), {
        blocked: (projects) => t('missions:technicalSkills.blockedDomainText', { domain: name, projects }),
        removed: (projects) => t('missions:technicalSkills.removedDomainText', { domain: name, projects }),
      });
    if (skillCount === 0) {
      run();
      return;
    }
    openConfirmModal({
      title: t('missions:technicalSkills.removeDomainTitle'),
      children: (
        <Text size="sm">
          {t('missions:technicalSkills.removeDomainText', { domain: name, count: skillCount })}
        </Text>
      ),
      labels: { confirm: t('missions:common.delete'), cancel: t('missions:common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'technical-skills-domain-remove-confirm' },
      onConfirm: run,
    });
  };

  return (
    <form
      id={props.formId}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="technical-skills-form"
    >
      <Stack gap="lg">
        <MissionStars resume={merged} step={3} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CataloguePicker
            label={t('missions:technicalSkills.search')}
            placeholder={t('missions:technicalSkills.searchPlaceholder')}
            description={t('missions:technicalSkills.searchHint')}
            options={skillOptions}
            onPick={pickSkill}
            emptyText={t('missions:technicalSkills.noSkillFound')}
            moreText={(count) => t('missions:technicalSkills.moreResults', { count })}
            testId="technical-skills-search"
          />
          <CataloguePicker
            label={t('missions:technicalSkills.domainPicker')}
            placeholder={t('missions:technicalSkills.domainPickerPlaceholder')}
            description={t('missions:technicalSkills.customDomainHint')}
            options={domainOptions}
            onPick={pickDomain}
            onCreate={openCustomDomain}
            createLabel={(label) => t('missions:technicalSkills.createDomain', { label })}
            emptyText={t('missions:technicalSkills.noDomainFound')}
            moreText={(count) => t('missions:technicalSkills.moreResults', { count })}
            error={domainError}
            onQueryChange={() => setDomainError(undefined)}
            testId="technical-skills-domain-picker"
          />
        </SimpleGrid>

        {newDomain !== null && (
          <CustomDomainForm
            key={newDomain}
            initialName={newDomain}
            onSubmit={createCustomDomain}
            onCancel={() => setNewDomain(null)}
          />
        )}

        <Stack gap="sm">
          <Title order={3} fz="md">
            {t('missions:technicalSkills.domainsTitle', { count: technicalSkills.length })}
          </Title>
          {errors.technicalSkills && (
            <Text c="red" size="sm" role="alert">
              {errors.technicalSkills}
            </Text>
          )}
          {technicalSkills.length === 0 ? (
            <Text c="dimmed">{t('missions:technicalSkills.noDomain')}</Text>
          ) : (
            technicalSkills.map((entry, index) => {
              const domainItems = catalogue.skillsOf.get(entry.domain.id) ?? [];
              return (
                <DomainCard
                  key={entry.domain.id}
                  label={labelOf('domain', entry.domain, locale)}
                  custom={entry.domain.custom}
                  skills={entry.skills.map((ref) => ({ ref, label: labelOf('skill', ref, locale) }))}
                  suggestions={domainItems
                    .filter((skill) => !chosenSkillIds.has(skill.id))
                    .map((skill) => ({ id: skill.id, label: shownLabel(skill) }))}
                  error={errorAt(`technicalSkills.${index}`)}
                  onAddSuggestion={(id) =>
                    setSkills(withSkill(technicalSkills, entry.domain, { id, custom: false }))
                  }
                  onAddCustom={(label) => addCustomSkill(entry.domain, label)}
                  onRemoveSkill={removeSkill}
                  onRemoveDomain={() => removeDomain(entry.domain, entry.skills.length)}
                />
              );
            })
          )}
        </Stack>
      </Stack>
    </form>
  );
}
