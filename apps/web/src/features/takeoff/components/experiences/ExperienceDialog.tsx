import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { EXPERIENCE_CONTEXT_MAX, type Locale } from '@highlight/domain/constants';
import type { Experience } from '@highlight/domain/resume';
import { changeExperienceSector } from '@highlight/domain/resume-edit';
import { useState, type FormEvent } from 'react';
import {
  DraftDialog,
  useDialogForm,
  type CloseRef,
  type RestoredDialog,
} from '../../hooks/use-dialog-draft.tsx';
import { useTranslation } from 'react-i18next';
import { accentInsensitiveFilter } from '../../../../lib/accent-insensitive-filter.ts';
import { CharacterCounter } from '../../../../components/form/CharacterCounter.tsx';
import {
  emptyExperienceForm,
  experienceFormOf,
  experienceFromForm,
  type ExperienceField,
  type ExperienceFormValues,
  type FormErrors,
} from './experience-form.ts';
import { MonthField } from '../../../../components/form/MonthField.tsx';
import type { SelectOption } from './project-choices.ts';

/**
 * The dialog adding or editing one experience (spec §3, §5): company or "personal project",
 * activity sector (searchable, optional), position, context (counter 90), start month, end month
 * or "still employed". Saving validates with `ZExperience`; a changed sector drops the projects'
 * sub-sectors (`changeExperienceSector`), which the dialog announces before saving.
 * `experience` undefined: a new experience with a fresh id. Issue #26 §14: closing it with typed
 * input (Escape, close button, click outside, Cancel) asks first; the input is a local draft
 * (`draftKey`) until saved or discarded, `restored` when the mission reopens one after a reload.
 */
export function ExperienceDialog(props: ExperienceDialogProps) {
  const { t } = useTranslation();
  return (
    <DraftDialog
      opened={props.opened}
      onClose={props.onClose}
      size="lg"
      title={t(props.experience ? 'missions:experiences.editTitle' : 'missions:experiences.addTitle')}
      data-testid="experience-dialog"
    >
      {(closeRef) => <ExperienceForm {...props} closeRef={closeRef} />}
    </DraftDialog>
  );
}

interface ExperienceDialogProps {
  opened: boolean;
  experience: Experience | undefined;
  sectors: SelectOption[];
  locale: Locale;
  draftKey: string;
  restored?: RestoredDialog<ExperienceFormValues>;
  onClose: () => void;
  onSubmit: (experience: Experience) => void;
}

function ExperienceForm({
  experience,
  sectors,
  locale,
  draftKey,
  restored,
  closeRef,
  onClose,
  onSubmit,
}: ExperienceDialogProps & { closeRef: CloseRef }) {
  const { t } = useTranslation();
  const { id, values, setValues, requestClose, done } = useDialogForm({
    entryId: experience?.id,
    initial: () => (experience ? experienceFormOf(experience) : emptyExperienceForm()),
    restored,
    storageKey: draftKey,
    kind: 'experience',
    summary: (typed) =>
      [typed.position, typed.corporation]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
    closeRef,
    onClose,
  });
  const [errors, setErrors] = useState<FormErrors<ExperienceField>>({});

  const change = <K extends keyof ExperienceFormValues>(
    key: K,
    value: ExperienceFormValues[K],
    cleared: ExperienceField[] = [],
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of cleared) delete next[field];
      return next;
    });
  };

  const losingSubSectors =
    experience !== undefined && values.sector !== experience.sector
      ? experience.projectExperiences.filter((project) => project.subSectors.length > 0)
      : [];

  const save = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const current = experience ?? { sector: null, projectExperiences: [] };
    const projects = changeExperienceSector(current, values.sector).projectExperiences;
    const outcome = experienceFromForm(values, id, projects);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    done();
    onSubmit(outcome.value);
  };

  const errorOf = (field: ExperienceField) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <form onSubmit={save} noValidate data-testid="experience-form">
      <Stack gap="md">
        <div>
          <TextInput
            label={t('missions:experiences.company')}
            placeholder={t('missions:experiences.companyPlaceholder')}
            required={!values.personalProject}
            disabled={values.personalProject}
            value={values.personalProject ? '' : values.corporation}
            onChange={(event) => change('corporation', event.currentTarget.value, ['corporation'])}
            error={errorOf('corporation')}
            data-autofocus
            data-testid="experience-company"
          />
          <Checkbox
            mt="xs"
            label={t('missions:experiences.personalProjectLabel')}
            checked={values.personalProject}
            onChange={(event) => change('personalProject', event.currentTarget.checked, ['corporation'])}
            data-testid="experience-personal-project"
          />
        </div>
        <Select
          label={t('missions:experiences.sector')}
          placeholder={t('missions:experiences.sectorPlaceholder')}
          data={sectors}
          value={values.sector}
          onChange={(value) => change('sector', value, ['sector'])}
          searchable
          clearable
          filter={accentInsensitiveFilter}
          nothingFoundMessage={t('missions:common.noResult')}
          error={errorOf('sector')}
          data-testid="experience-sector"
        />
        {losingSubSectors.length > 0 && (
          <Alert color="orange" variant="light" data-testid="experience-sector-warning">
            {t('missions:experiences.sectorChangeWarning', {
              count: losingSubSectors.length,
              projects: losingSubSectors.map((project) => project.name).join(', '),
            })}
          </Alert>
        )}
        <TextInput
          label={t('missions:experiences.position')}
          placeholder={t('missions:experiences.positionPlaceholder')}
          required
          value={values.position}
          onChange={(event) => change('position', event.currentTarget.value, ['position'])}
          error={errorOf('position')}
          data-testid="experience-position"
        />
        <div>
          <Textarea
            label={t('missions:experiences.context')}
            placeholder={t('missions:experiences.contextPlaceholder')}
            required
            rows={2}
            resize="vertical"
            value={values.context}
            onChange={(event) => change('context', event.currentTarget.value, ['context'])}
            error={errorOf('context')}
            data-testid="experience-context"
          />
          <CharacterCounter
            value={values.context}
            max={EXPERIENCE_CONTEXT_MAX}
            testId="experience-context-counter"
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MonthField
            label={t('missions:experiences.startDate')}
            value={values.start}
            onChange={(value) => change('start', value, ['startDate', 'endDate'])}
            locale={locale}
            error={errorOf('startDate')}
            required
            testId="experience-start"
          />
          <Stack gap="xs">
            <MonthField
              label={t('missions:experiences.endDate')}
              value={values.end}
              onChange={(value) => change('end', value, ['endDate'])}
              locale={locale}
              error={errorOf('endDate')}
              required={!values.stillEmployed}
              disabled={values.stillEmployed}
              testId="experience-end"
            />
            <Checkbox
              label={t('missions:experiences.stillEmployed')}
              checked={values.stillEmployed}
              onChange={(event) => change('stillEmployed', event.currentTarget.checked, ['endDate'])}
              data-testid="experience-still-employed"
            />
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={requestClose} data-testid="experience-cancel">
            {t('missions:common.cancel')}
          </Button>
          <Button type="submit" data-testid="experience-save">
            {t('missions:common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
