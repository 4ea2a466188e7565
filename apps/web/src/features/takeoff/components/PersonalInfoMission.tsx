import { PHONE_EXAMPLE } from '@highlight/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ZPhoneNumber } from '@highlight/domain/phone';
import { ZPersonName, type UserWithResume } from '@highlight/domain/user';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLocalDraft } from '../../../hooks/use-local-draft.ts';
import { messageKey } from '../../../i18n/message-key.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSavePersonalInfo } from '../hooks/use-save-personal-info.ts';
import type { MissionEditorProps } from './mission-editor.ts';

/** Mission 1 fields, validated with the API's own rules (spec §5 names, phone number rule). */
const ZPersonalInfoForm = z.object({
  firstname: ZPersonName,
  lastname: ZPersonName,
  phoneNumber: ZPhoneNumber,
});
type PersonalInfoForm = z.infer<typeof ZPersonalInfoForm>;
const FIELDS = ['firstname', 'lastname', 'phoneNumber'] as const;

/**
 * spec §1 mission 1, personal info: first name, last name and phone number (empty or international
 * format, spec §5), the e-mail address read-only (it is the sign-in identity) and the trigram,
 * given at the account's creation and never recomputed (issue #26 §19).
 * The stepper submits the form (`form={formId}`): when something changed it is saved first
 * (PATCH users/me), then `onSaved` moves on; invalid fields block without any call.
 */
export function PersonalInfoMission({
  me,
  formId,
  onSaved,
  onSavingChange,
  onDirtyChange,
  draftKey,
  onDraftOffer,
}: MissionEditorProps & { me: UserWithResume }) {
  const { t } = useTranslation();
  const trigramHintId = useId();
  const { save, isPending } = useSavePersonalInfo();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<PersonalInfoForm>({
    resolver: zodResolver(ZPersonalInfoForm),
    defaultValues: { firstname: me.firstname, lastname: me.lastname, phoneNumber: me.phoneNumber },
  });
  const saved = useMemo(
    () => ({ firstname: me.firstname, lastname: me.lastname, phoneNumber: me.phoneNumber }),
    [me.firstname, me.lastname, me.phoneNumber],
  );
  // issue #11 §4: what is typed is kept locally and offered back until saved or discarded.
  const local = useLocalDraft<PersonalInfoForm>({
    key: draftKey,
    value: watch(),
    saved,
    isValue: (stored): stored is PersonalInfoForm =>
      typeof stored === 'object' &&
      stored !== null &&
      FIELDS.every((field) => typeof (stored as Record<string, unknown>)[field] === 'string'),
    apply: (values) => reset(values, { keepDefaultValues: true }),
    onOffer: onDraftOffer,
  });

  useEffect(() => onSavingChange(isPending), [isPending, onSavingChange]);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async (values) => {
    if (!isDirty) {
      local.clear();
      onSaved();
      return;
    }
    try {
      const user = await save(values);
      reset({ firstname: user.firstname, lastname: user.lastname, phoneNumber: user.phoneNumber });
      local.clear();
      onSaved();
    } catch (error) {
      // spec §5 messages of the server's own validation land on their fields.
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          const field = FIELDS.find((name) => detail.path === name || detail.path.endsWith(`.${name}`));
          if (field) setError(field, { message: detail.message });
        }
      }
    }
  });

  const errorText = (message: string | undefined) => (message ? t(messageKey(message)) : undefined);

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid="personal-info-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('takeoff.personalInfo.firstname')}
            autoComplete="given-name"
            withAsterisk
            error={errorText(errors.firstname?.message)}
            data-testid="personal-firstname"
            {...register('firstname')}
          />
          <TextInput
            label={t('takeoff.personalInfo.lastname')}
            autoComplete="family-name"
            withAsterisk
            error={errorText(errors.lastname?.message)}
            data-testid="personal-lastname"
            {...register('lastname')}
          />
        </SimpleGrid>
        <TextInput
          label={t('takeoff.personalInfo.phoneNumber')}
          description={t('takeoff.personalInfo.phoneHint')}
          placeholder={PHONE_EXAMPLE}
          type="tel"
          autoComplete="tel"
          error={errorText(errors.phoneNumber?.message)}
          data-testid="personal-phone"
          {...register('phoneNumber')}
        />
        <TextInput
          label={t('takeoff.personalInfo.email')}
          description={t('takeoff.personalInfo.emailHint')}
          value={me.email}
          readOnly
          variant="filled"
          data-testid="personal-email"
        />
        {/* issue #26 §19: the trigram is given once, at the account's creation (DESIGN.md
            "Trigram"); changing the names above leaves it as it is, and the hint says so. */}
        <div>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('takeoff.personalInfo.trigram')}
            </Text>
            <Badge
              variant="filled"
              radius="sm"
              aria-describedby={trigramHintId}
              data-testid="personal-trigram"
            >
              {me.trigram}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" mt={4} id={trigramHintId} data-testid="personal-trigram-hint">
            {t('takeoff.personalInfo.trigramHint')}
          </Text>
        </div>
      </Stack>
    </form>
  );
}
