import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { toNestErrors } from '@hookform/resolvers';
import { EXPERIENCE_CONTEXT_MAX, PHONE_EXAMPLE, SUMMARY_MAX } from '@highlight/domain/constants';
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import { languageName } from '@highlight/domain/languages';
import type { ResumeBody } from '@highlight/domain/resume';
import type { Resume } from '@highlight/domain/user';
import { useId, useRef, useState, type ReactNode } from 'react';
import { get, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { ApiError } from '../../../lib/api.ts';
import { MISSIONS } from '../../../lib/missions.ts';
import { useSaveCvImport } from '../hooks/use-save-cv-import.ts';
import { MonthField } from '../../../components/form/MonthField.tsx';
import { KeepToggle, ToCheck } from './review-fields.tsx';
import {
  fillsSomething,
  importedBody,
  isLowConfidence,
  mergeIntoCurrent,
  personUpdate,
  reviewErrors,
  reviewValuesOf,
  type CvReviewValues,
} from './review-form.ts';
// The rest of Mantine's styles, not loaded with the first screen (issue #11 §6).
import '../../../app/mantine-more.css';

/** A block of the review: one mission of spec §1, titled "Mission 3: Technical skills". */
function MissionBlock({ step, testId, children }: { step: number; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId} data-testid={testId} p="sm">
      <Title order={3} fz="h4" id={titleId} mb="sm">
        {t('cvImport.missionTitle', { step, title: t(MISSIONS[step - 1]?.title ?? '') })}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** The items of a list of small entries (skills, languages, professions), wrapping on a phone. */
function ItemList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {children}
    </Group>
  );
}

/** One small entry: its text (struck through once dropped), its "to check" mark, its toggle. */
function Item({
  label,
  detail,
  kept,
  low,
  onKeep,
  testId,
}: {
  label: string;
  detail?: string;
  kept: boolean;
  low: boolean;
  onKeep: (kept: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group
      component="li"
      gap={6}
      wrap="nowrap"
      px="xs"
      py={4}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6, maxWidth: '100%' }}
      data-testid={testId}
      data-kept={kept}
    >
      <Text
        size="sm"
        td={kept ? undefined : 'line-through'}
        c={kept ? undefined : 'dimmed'}
        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {label}
        {detail ? ` — ${detail}` : ''}
        {!kept && <VisuallyHidden> ({t('cvImport.removed')})</VisuallyHidden>}
      </Text>
      {kept && low && <ToCheck testId={`${testId}-to-check`} />}
      <KeepToggle kept={kept} name={label} onChange={onKeep} testId={`${testId}-toggle`} />
    </Group>
  );
}

/**
 * issue #28 §4: the review of a CV import, before anything is saved. One block per mission the
 * CV fills (1: names and phone; 2: desired position, summary, professions; 3: technical skills by
 * domain; 4: functional skills; 5: experiences and their projects; 6: diplomas and
 * certifications; 7: languages), each value editable under the domain's rules (spec §5) or
 * dropped, values read with little certainty marked "to check"; the warnings in plain words and
 * the passages not imported; which sections of the current file would be replaced, saving then
 * needing an explicit tick. Saving writes the file (PATCH users/{id}/resume at the version read)
 * and the accepted names and phone (PATCH users/me). Full screen on a phone. Loaded when a CV has
 * been read, not with Home (issue #11 §6).
 */
export default function CvImportReview({
  preview,
  onClose,
  onSaved,
}: {
  preview: CvImportPreview;
  onClose: () => void;
  onSaved: (resume: Resume) => void;
}) {
  const { t, i18n } = useTranslation();
  const me = useGetMe();
  const locale = useGetLocale();
  const labelOf = useGetLabelOf();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const save = useSaveCvImport();
  const [replaceConfirmed, setReplaceConfirmed] = useState(false);
  const current: ResumeBody = me.resume;
  // The resolver reads the file as it is now (after a 409 the user is fetched again).
  const currentRef = useRef(current);
  currentRef.current = current;

  const resolver: Resolver<CvReviewValues> = (values, _context, options) => {
    const flat = reviewErrors(values, currentRef.current);
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(flat)) errors[path] = { type: 'rule', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
  const form = useForm<CvReviewValues>({
    defaultValues: reviewValuesOf(preview, me),
    resolver,
    reValidateMode: 'onChange',
  });
  const values = form.watch();
  const { errors, isSubmitted } = form.formState;
  const imported = importedBody(values);
  const { replaces } = mergeIntoCurrent(imported, current);
  const fills = fillsSomething(imported);
  const { confidence, resume, person } = preview;
  const low = (path: string) => isLowConfidence(confidence, path);
  const toCheck = (path: string, testId: string) => (low(path) ? <ToCheck testId={testId} /> : undefined);
  const errorOf = (path: string): string | undefined => {
    const message = get<typeof errors, { message?: string } | undefined>(errors, path)?.message;
    return message ? t(message) : undefined;
  };
  const setKept = (path: FieldPath<CvReviewValues>, kept: boolean) =>
    form.setValue(path, kept, { shouldDirty: true, shouldValidate: isSubmitted });
  const setField = <P extends FieldPath<CvReviewValues>>(path: P, value: unknown) =>
    form.setValue(path, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  const submit = form.handleSubmit(async (reviewed) => {
    const body = mergeIntoCurrent(importedBody(reviewed), currentRef.current).resume;
    try {
      const saved = await save.mutateAsync({
        userId: me.id,
        body,
        version: me.resume.version,
        person: personUpdate(reviewed, me),
      });
      onSaved(saved);
    } catch {
      // Shown below from `save.error`.
    }
  });

  const saveError =
    save.error instanceof ApiError && save.error.code === 'RESUME_VERSION_CONFLICT'
      ? t('errors:resumeConflict')
      : save.error
        ? [
            t('errors:resumeSave'),
            ...(save.error instanceof ApiError ? save.error.details.map((detail) => detail.message) : []),
          ].join(' ')
        : null;

  /** A warning's code as plain words: the JSON Resume import's reasons, the CV import's own. */
  const warningText = (code: string) => {
    const key = code.startsWith('jsonResume.')
      ? code.replace(/^jsonResume\./, 'jsonResume:')
      : `cvImport.warnings.${code.replace(/^cvImport\./, '')}`;
    return i18n.exists(key) ? t(key) : t('cvImport.warnings.other');
  };
  const sectionLabel = (section: string) => {
    const key = `cvImport.unmappedSections.${section}`;
    return i18n.exists(key) ? t(key) : t('cvImport.unmappedSections.other');
  };

  const hasPerson = person.firstname !== '' || person.lastname !== '' || person.phoneNumber !== '';
  const hasJob = resume.desiredPosition !== '' || resume.summary !== '' || resume.jobs.length > 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cvImport.reviewTitle')}
      size="xl"
      fullScreen={isPhone}
      data-testid="cv-review"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('cvImport.reviewIntro')}</Text>

          {hasPerson && (
            <MissionBlock step={1} testId="cv-review-mission-1">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('cvImport.person.firstname')}
                  description={toCheck('person.firstname', 'cv-review-firstname-to-check')}
                  autoComplete="given-name"
                  error={errorOf('person.firstname')}
                  readOnly={!values.applyPerson}
                  variant={values.applyPerson ? 'default' : 'filled'}
                  data-testid="cv-review-firstname"
                  {...form.register('person.firstname')}
                />
                <TextInput
                  label={t('cvImport.person.lastname')}
                  description={toCheck('person.lastname', 'cv-review-lastname-to-check')}
                  autoComplete="family-name"
                  error={errorOf('person.lastname')}
                  readOnly={!values.applyPerson}
                  variant={values.applyPerson ? 'default' : 'filled'}
                  data-testid="cv-review-lastname"
                  {...form.register('person.lastname')}
                />
              </SimpleGrid>
              <TextInput
                label={t('cvImport.person.phoneNumber')}
                description={toCheck('person.phoneNumber', 'cv-review-phone-to-check')}
                placeholder={PHONE_EXAMPLE}
                type="tel"
                autoComplete="tel"
                error={errorOf('person.phoneNumber')}
                readOnly={!values.applyPerson}
                variant={values.applyPerson ? 'default' : 'filled'}
                data-testid="cv-review-phone"
                {...form.register('person.phoneNumber')}
              />
              {person.email !== '' && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('cvImport.person.email', { email: person.email })}
                </Text>
              )}
              <Checkbox
                label={t('cvImport.person.apply')}
                data-testid="cv-review-apply-person"
                {...form.register('applyPerson')}
              />
            </MissionBlock>
          )}

          {hasJob && (
            <MissionBlock step={2} testId="cv-review-mission-2">
              {resume.desiredPosition !== '' && (
                <Group align="flex-end" gap="xs" wrap="nowrap">
                  <TextInput
                    style={{ flexGrow: 1, minWidth: 0 }}
                    label={t('cvImport.desiredPosition')}
                    description={toCheck('resume.desiredPosition', 'cv-review-desired-position-to-check')}
                    error={errorOf('desiredPosition.value')}
                    readOnly={!values.desiredPosition.kept}
                    data-testid="cv-review-desired-position"
                    {...form.register('desiredPosition.value')}
                  />
                  <KeepToggle
                    kept={values.desiredPosition.kept}
                    name={t('cvImport.desiredPosition')}
                    onChange={(kept) => setKept('desiredPosition.kept', kept)}
                    testId="cv-review-desired-position-toggle"
                  />
                </Group>
              )}
              {resume.summary !== '' && (
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <Textarea
                    style={{ flexGrow: 1, minWidth: 0 }}
                    label={t('cvImport.summary')}
                    description={
                      <>
                        {t('cvImport.summaryCount', { count: values.summary.value.length, max: SUMMARY_MAX })}{' '}
                        {toCheck('resume.summary', 'cv-review-summary-to-check')}
                      </>
                    }
                    autosize
                    minRows={3}
                    maxRows={10}
                    error={errorOf('summary.value')}
                    readOnly={!values.summary.kept}
                    data-testid="cv-review-summary"
                    {...form.register('summary.value')}
                  />
                  <KeepToggle
                    kept={values.summary.kept}
                    name={t('cvImport.summary')}
                    onChange={(kept) => setKept('summary.kept', kept)}
                    testId="cv-review-summary-toggle"
                  />
                </Group>
              )}
              {resume.jobs.length > 0 && (
                <ItemList>
                  {values.jobs.map((entry, index) => {
                    const name = labelOf('job', entry.value.job, locale);
                    return (
                      <Item
                        key={index}
                        label={t('cvImport.jobMonths', { name, count: entry.value.experienceMonths })}
                        kept={entry.kept}
                        low={low(`resume.jobs.${index}`)}
                        onKeep={(kept) => setKept(`jobs.${index}.kept`, kept)}
                        testId={`cv-review-job-${index}`}
                      />
                    );
                  })}
                </ItemList>
              )}
            </MissionBlock>
          )}

          {resume.technicalSkills.length > 0 && (
            <MissionBlock step={3} testId="cv-review-mission-3">
              {values.technicalSkills.map((entry, domain) => (
                <Stack key={domain} gap={4}>
                  <Text fw={600} size="sm" component="h4" m={0}>
                    {t('cvImport.domain', { name: labelOf('domain', entry.domain, locale) })}
                  </Text>
                  <ItemList testId={`cv-review-domain-${domain}`}>
                    {entry.skills.map((skill, index) => (
                      <Item
                        key={index}
                        label={labelOf('skill', skill.value, locale)}
                        kept={skill.kept}
                        low={low(`resume.technicalSkills.${domain}.skills.${index}`)}
                        onKeep={(kept) => setKept(`technicalSkills.${domain}.skills.${index}.kept`, kept)}
                        testId={`cv-review-skill-${domain}-${index}`}
                      />
                    ))}
                  </ItemList>
                </Stack>
              ))}
            </MissionBlock>
          )}

          {resume.softSkills.length > 0 && (
            <MissionBlock step={4} testId="cv-review-mission-4">
              {values.softSkills.map((skill, index) => {
                const label = t('cvImport.softSkill', { index: index + 1 });
                return (
                  <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
                    <TextInput
                      style={{ flexGrow: 1, minWidth: 0 }}
                      label={label}
                      description={toCheck(
                        `resume.softSkills.${index}`,
                        `cv-review-soft-skill-${index}-to-check`,
                      )}
                      error={errorOf(`softSkills.${index}.value`)}
                      readOnly={!skill.kept}
                      data-testid={`cv-review-soft-skill-${index}`}
                      {...form.register(`softSkills.${index}.value`)}
                    />
                    <KeepToggle
                      kept={skill.kept}
                      name={skill.value || label}
                      onChange={(kept) => setKept(`softSkills.${index}.kept`, kept)}
                      testId={`cv-review-soft-skill-${index}-toggle`}
                    />
                  </Group>
                );
              })}
            </MissionBlock>
          )}

          {resume.experiences.length > 0 && (
            <MissionBlock step={5} testId="cv-review-mission-5">
              {values.experiences.map((entry, index) => {
                const experience = entry.value;
                const at = `experiences.${index}.value` as const;
                const path = `resume.experiences.${index}`;
                const heading = experience.personalProject
                  ? experience.position
                  : t('cvImport.experience.heading', {
                      position: experience.position,
                      corporation: experience.corporation,
                    });
                return (
                  <Card key={experience.id} withBorder p="sm" data-testid={`cv-review-experience-${index}`}>
                    <Group
                      justify="space-between"
                      wrap="nowrap"
                      align="flex-start"
                      mb={entry.kept ? 'xs' : 0}
                    >
                      <Title
                        order={4}
                        fz="md"
                        style={{ overflowWrap: 'anywhere' }}
                        td={entry.kept ? undefined : 'line-through'}
                      >
                        {heading}
                      </Title>
                      <KeepToggle
                        kept={entry.kept}
                        name={heading}
                        onChange={(kept) => setKept(`experiences.${index}.kept`, kept)}
                        testId={`cv-review-experience-${index}-toggle`}
                      />
                    </Group>
                    {!entry.kept ? (
                      <Text size="sm" c="dimmed">
                        {t('cvImport.removed')}
                      </Text>
                    ) : (
                      <Stack gap="xs">
                        <SimpleGrid cols={{ base: 1, sm: 2 }}>
                          {experience.personalProject ? (
                            <Text size="sm">{t('cvImport.experience.personalProject')}</Text>
                          ) : (
                            <TextInput
                              label={t('cvImport.experience.corporation')}
                              description={toCheck(
                                `${path}.corporation`,
                                `cv-review-experience-${index}-corporation-to-check`,
                              )}
                              error={errorOf(`${at}.corporation`)}
                              data-testid={`cv-review-experience-${index}-corporation`}
                              {...form.register(`${at}.corporation`)}
                            />
                          )}
                          <TextInput
                            label={t('cvImport.experience.position')}
                            description={toCheck(
                              `${path}.position`,
                              `cv-review-experience-${index}-position-to-check`,
                            )}
                            error={errorOf(`${at}.position`)}
                            data-testid={`cv-review-experience-${index}-position`}
                            {...form.register(`${at}.position`)}
                          />
                        </SimpleGrid>
                        <Textarea
                          label={t('cvImport.experience.context')}
                          description={
                            <>
                              {t('cvImport.experience.contextCount', {
                                count: experience.context.length,
                                max: EXPERIENCE_CONTEXT_MAX,
                              })}{' '}
                              {toCheck(`${path}.context`, `cv-review-experience-${index}-context-to-check`)}
                            </>
                          }
                          autosize
                          minRows={2}
                          error={errorOf(`${at}.context`)}
                          data-testid={`cv-review-experience-${index}-context`}
                          {...form.register(`${at}.context`)}
                        />
                        <SimpleGrid cols={{ base: 1, sm: 2 }}>
                          <MonthField
                            label={t('cvImport.experience.start')}
                            value={experience.start}
                            onChange={(month) => setField(`${at}.start`, month)}
                            locale={locale}
                            error={errorOf(`${at}.start`)}
                            description={toCheck(
                              `${path}.startDate`,
                              `cv-review-experience-${index}-start-to-check`,
                            )}
                            testId={`cv-review-experience-${index}-start`}
                          />
                          <Stack gap={6}>
                            <MonthField
                              label={t('cvImport.experience.end')}
                              value={experience.end}
                              onChange={(month) => setField(`${at}.end`, month)}
                              locale={locale}
                              error={experience.stillEmployed ? undefined : errorOf(`${at}.end`)}
                              description={
                                experience.stillEmployed
                                  ? undefined
                                  : toCheck(`${path}.endDate`, `cv-review-experience-${index}-end-to-check`)
                              }
                              disabled={experience.stillEmployed}
                              testId={`cv-review-experience-${index}-end`}
                            />
                            <Checkbox
                              label={t('cvImport.experience.stillEmployed')}
                              data-testid={`cv-review-experience-${index}-still-employed`}
                              {...form.register(`${at}.stillEmployed`)}
                            />
                          </Stack>
                        </SimpleGrid>
                        {experience.projects.length > 0 && (
                          <Stack gap={4}>
                            <Text fw={600} size="sm" component="h5" m={0}>
                              {t('cvImport.experience.projects')}
                            </Text>
                            <ItemList>
                              {experience.projects.map((project, projectIndex) => (
                                <Item
                                  key={project.value.id}
                                  label={project.value.name}
                                  detail={project.value.description || undefined}
                                  kept={project.kept}
                                  low={false}
                                  onKeep={(kept) => setKept(`${at}.projects.${projectIndex}.kept`, kept)}
                                  testId={`cv-review-experience-${index}-project-${projectIndex}`}
                                />
                              ))}
                            </ItemList>
                          </Stack>
                        )}
                      </Stack>
                    )}
                  </Card>
                );
              })}
            </MissionBlock>
          )}

          {resume.diplomas.length > 0 && (
            <MissionBlock step={6} testId="cv-review-mission-6">
              {values.diplomas.map((entry, index) => {
                const diploma = entry.value;
                const at = `diplomas.${index}.value` as const;
                const path = `resume.diplomas.${index}`;
                const heading = `${t(`cvImport.diploma.types.${diploma.graduate}`)} — ${diploma.title}`;
                return (
                  <Card key={diploma.id} withBorder p="sm" data-testid={`cv-review-diploma-${index}`}>
                    <Group
                      justify="space-between"
                      wrap="nowrap"
                      align="flex-start"
                      mb={entry.kept ? 'xs' : 0}
                    >
                      <Title
                        order={4}
                        fz="md"
                        style={{ overflowWrap: 'anywhere' }}
                        td={entry.kept ? undefined : 'line-through'}
                      >
                        {heading}
                      </Title>
                      <KeepToggle
                        kept={entry.kept}
                        name={heading}
                        onChange={(kept) => setKept(`diplomas.${index}.kept`, kept)}
                        testId={`cv-review-diploma-${index}-toggle`}
                      />
                    </Group>
                    {!entry.kept ? (
                      <Text size="sm" c="dimmed">
                        {t('cvImport.removed')}
                      </Text>
                    ) : (
                      <SimpleGrid cols={{ base: 1, sm: 3 }}>
                        <TextInput
                          label={t('cvImport.diploma.title')}
                          description={toCheck(`${path}.title`, `cv-review-diploma-${index}-title-to-check`)}
                          error={errorOf(`${at}.title`)}
                          data-testid={`cv-review-diploma-${index}-title`}
                          {...form.register(`${at}.title`)}
                        />
                        <TextInput
                          label={t('cvImport.diploma.school')}
                          description={toCheck(
                            `${path}.school`,
                            `cv-review-diploma-${index}-school-to-check`,
                          )}
                          error={errorOf(`${at}.school`)}
                          data-testid={`cv-review-diploma-${index}-school`}
                          {...form.register(`${at}.school`)}
                        />
                        <MonthField
                          label={t('cvImport.diploma.date')}
                          value={diploma.date}
                          onChange={(month) => setField(`${at}.date`, month)}
                          locale={locale}
                          yearsAhead={1}
                          error={errorOf(`${at}.date`)}
                          description={toCheck(
                            `${path}.graduateYears`,
                            `cv-review-diploma-${index}-date-to-check`,
                          )}
                          testId={`cv-review-diploma-${index}-date`}
                        />
                      </SimpleGrid>
                    )}
                  </Card>
                );
              })}
            </MissionBlock>
          )}

          {resume.languages.length > 0 && (
            <MissionBlock step={7} testId="cv-review-mission-7">
              <ItemList>
                {values.languages.map((entry, index) => (
                  <Item
                    key={entry.value.code}
                    label={languageName(entry.value.code, locale)}
                    detail={[t(`resume.levels.${entry.value.level}`), entry.value.score ?? '']
                      .filter((part) => part !== '')
                      .join(' ')}
                    kept={entry.kept}
                    low={low(`resume.languages.${index}`)}
                    onKeep={(kept) => setKept(`languages.${index}.kept`, kept)}
                    testId={`cv-review-language-${index}`}
                  />
                ))}
              </ItemList>
            </MissionBlock>
          )}

          {preview.warnings.length > 0 && (
            <Alert color="orange" title={t('cvImport.warningsTitle')} data-testid="cv-review-warnings">
              <List size="sm" spacing={2}>
                {preview.warnings.map((warning, index) => (
                  <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                    {warning.text ? `${warning.text} — ` : ''}
                    {warningText(warning.code)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}

          {preview.unmapped.length > 0 && (
            <Alert color="gray" title={t('cvImport.unmappedTitle')} data-testid="cv-review-unmapped">
              <Text size="sm" mb={4}>
                {t('cvImport.unmappedIntro')}
              </Text>
              <List size="sm" spacing={2}>
                {preview.unmapped.map((passage, index) => (
                  <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                    <Text span fw={600} size="sm">
                      {sectionLabel(passage.section)}
                    </Text>
                    {` — ${passage.text}`}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}

          {!fills && (
            <Alert color="orange" data-testid="cv-review-nothing">
              {t('cvImport.nothing')}
            </Alert>
          )}

          {replaces.length > 0 && (
            <Alert
              color="red"
              variant="light"
              title={t('cvImport.replacesTitle')}
              data-testid="cv-review-replaces"
            >
              <Text size="sm" mb="xs">
                {replaces.map((section) => t(`jsonImport.sections.${section}`)).join(', ')}
              </Text>
              <Checkbox
                label={t('cvImport.confirmReplace')}
                checked={replaceConfirmed}
                onChange={(event) => setReplaceConfirmed(event.currentTarget.checked)}
                data-testid="cv-review-confirm-replace"
              />
            </Alert>
          )}

          {Object.keys(errors).length > 0 && (
            <Alert color="red" role="alert" data-testid="cv-review-invalid">
              {t('cvImport.invalid')}
              {errors.root?.message ? ` ${t(errors.root.message)}` : ''}
            </Alert>
          )}
          {saveError && (
            <Alert color="red" role="alert" data-testid="cv-review-save-error">
              {saveError}
            </Alert>
          )}

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="cv-review-cancel">
              {t('cvImport.cancel')}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!fills || (replaces.length > 0 && !replaceConfirmed)}
              data-testid="cv-review-save"
            >
              {t('cvImport.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
