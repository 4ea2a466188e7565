import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ZAddCandidateRequest, type AddCandidateRequest } from '@highlight/domain/back-office';
import { LOCALES, PHONE_EXAMPLE } from '@highlight/domain/constants';
import { useEffect } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { messageKey } from '../../../i18n/message-key.ts';
import { ApiError } from '../../../lib/api.ts';
// Its fields' and the dialog's styles: it can open before the dashboard's lists have brought them.
import '../../../app/mantine-more.css';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { useAddCandidate } from '../hooks/use-add-candidate.ts';
import { useRestoreUser } from '../hooks/use-restore-user.ts';

type CandidateForm = z.input<typeof ZAddCandidateRequest>;

const EMPTY: CandidateForm = {
  firstname: '',
  lastname: '',
  email: '',
  phoneNumber: '',
  displayLanguage: 'fr',
};
/** spec §5: the message of an empty field, shown once above the form rather than under each field. */
const EMPTY_FIELD_KEY = 'validation.candidateFieldEmpty';

/**
 * spec §1, §5, §6 "adds candidates" (DESIGN.md `POST /api/users`): first name, last name, email
 * and phone, all required, checked with the API's own schema (names without special characters,
 * a valid email, the phone in international format), and the language of the account-creation
 * email. An empty field gets the spec §5 message "at least one field is empty" once, with every
 * empty field marked; spec §8 "candidate already exists" lands on the email field, and so does
 * issue #26 §24 "this person was deleted", with a Restore action for a superadmin (only). What was
 * typed stays until the candidate is added or restored, or the dialog is cancelled.
 */
export function AddCandidateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('backOffice');
  const form = useForm<CandidateForm, unknown, AddCandidateRequest>({
    resolver: zodResolver(ZAddCandidateRequest),
    defaultValues: EMPTY,
  });
  const me = useGetMe();
  const done = () => {
    form.reset(EMPTY);
    onClose();
  };
  const add = useAddCandidate(done);
  const restore = useRestoreUser(done);
  useEffect(() => {
    if (!opened) {
      add.reset();
      restore.reset();
    }
    // Only the dialog's opening and closing matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const refusal = add.error instanceof ApiError ? add.error.code : null;
  const exists = refusal === 'CANDIDATE_EXISTS';
  // issue #26 §24: the email is a deleted person's; a superadmin may restore them from here.
  const deleted = refusal === 'CANDIDATE_DELETED';
  const emailError = exists
    ? t('errors:candidateExists')
    : deleted
      ? t('errors:candidateDeleted')
      : undefined;
  const errors = form.formState.errors;
  const someEmpty = Object.values(errors).some((error) => (error as FieldError).message === EMPTY_FIELD_KEY);
  const fieldError = (error: FieldError | undefined): string | boolean | undefined => {
    if (!error?.message) return undefined;
    if (error.message === EMPTY_FIELD_KEY) return true;
    return t(messageKey(error.message));
  };
  const submit = form.handleSubmit((candidate) => add.mutate(candidate));
  const cancel = () => {
    form.reset(EMPTY);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={cancel} title={t('addCandidate.title')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="add-candidate-form">
        <Stack gap="sm">
          <Text size="sm">{t('addCandidate.explanation')}</Text>
          {someEmpty && (
            <Alert color="red" role="alert" data-testid="add-candidate-empty">
              {t(messageKey(EMPTY_FIELD_KEY))}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('addCandidate.firstname')}
              autoComplete="off"
              withAsterisk
              {...form.register('firstname')}
              error={fieldError(errors.firstname)}
              data-testid="add-candidate-firstname"
            />
            <TextInput
              label={t('addCandidate.lastname')}
              autoComplete="off"
              withAsterisk
              {...form.register('lastname')}
              error={fieldError(errors.lastname)}
              data-testid="add-candidate-lastname"
            />
          </SimpleGrid>
          <TextInput
            label={t('addCandidate.email')}
            type="email"
            autoComplete="off"
            withAsterisk
            {...form.register('email', { onChange: () => emailError && add.reset() })}
            error={emailError ?? fieldError(errors.email)}
            data-testid="add-candidate-email"
          />
          {deleted && me.isSuperAdmin && (
            <Group justify="flex-end">
              <Button
                variant="light"
                onClick={() => restore.mutate(form.getValues('email'))}
                loading={restore.isPending}
                data-testid="add-candidate-restore"
              >
                {t('addCandidate.restore')}
              </Button>
            </Group>
          )}
          <TextInput
            label={t('addCandidate.phone')}
            description={t('addCandidate.phoneHint')}
            placeholder={PHONE_EXAMPLE}
            type="tel"
            autoComplete="off"
            withAsterisk
            {...form.register('phoneNumber')}
            error={fieldError(errors.phoneNumber)}
            data-testid="add-candidate-phone"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="add-candidate-language-label">
              {t('addCandidate.language')}
            </Text>
            <Controller
              control={form.control}
              name="displayLanguage"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="add-candidate-language-label"
                  value={field.value ?? 'fr'}
                  onChange={field.onChange}
                  data={LOCALES.map((locale) => ({
                    value: locale,
                    label: t(`addCandidate.languages.${locale}`),
                  }))}
                  data-testid="add-candidate-language"
                />
              )}
            />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={add.isPending}>
              {t('addCandidate.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="add-candidate-submit">
              {t('addCandidate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
