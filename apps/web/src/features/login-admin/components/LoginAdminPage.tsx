import { Button, Center, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_ADMIN_REDIRECT_MS, PHONE_EXAMPLE } from '@highlight/domain/constants';
import { PATHS } from '@highlight/domain/navigation';
import { ZPhoneNumber } from '@highlight/domain/phone';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { messageKey } from '../../../i18n/message-key.ts';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown.ts';
import { useUpdatePhoneNumber } from '../hooks/use-update-phone-number.ts';

/**
 * spec §5 phone number rule through the shared schema; here the field is also required, since
 * leaving it empty is what "skip" is for.
 */
const ZPhoneForm = z.object({
  phoneNumber: ZPhoneNumber.refine((value) => value !== '', { message: 'validation.required' }),
});
type PhoneForm = z.infer<typeof ZPhoneForm>;

/** Where the page stands: the phone form, or one of the three redirects of spec §2. */
type Phase = 'form' | 'welcome' | 'saved' | 'skipped';

const REDIRECT_DELAY: Record<Phase, number | null> = {
  form: null,
  welcome: LOGIN_ADMIN_REDIRECT_MS.withPhone,
  saved: LOGIN_ADMIN_REDIRECT_MS.withPhone,
  skipped: LOGIN_ADMIN_REDIRECT_MS.withoutPhone,
};

/**
 * spec §2 `/login-admin`, §9: the admin welcome. A user with a phone number is welcomed and sent to
 * the dashboard after 3 s. Without one, they may enter it (spec §5 rule, saved by spec §7 PATCH
 * users/me `{ phoneNumber }`), then go after 3 s; or skip, and go after 5 s. A failed save shows
 * spec §8 "The phone number could not be updated." for 20 s and keeps the form.
 */
export function LoginAdminPage() {
  const { t } = useTranslation('backOffice');
  const me = useGetMe();
  const [chosenPhase, setChosenPhase] = useState<Phase | null>(null);
  const phase: Phase = chosenPhase ?? (me.phoneNumber ? 'welcome' : 'form');
  const secondsLeft = useRedirectCountdown(REDIRECT_DELAY[phase], PATHS.dashboard);
  const navigate = useNavigate();

  return (
    <Center py="xl">
      <Paper withBorder p="xl" w="100%" maw={520}>
        <Stack gap="md">
          <Title order={1}>{t('loginAdmin.welcome', { firstname: me.firstname })}</Title>
          <Text>{t('loginAdmin.intro')}</Text>
          {phase === 'form' ? (
            <PhoneEntry onSaved={() => setChosenPhase('saved')} onSkip={() => setChosenPhase('skipped')} />
          ) : (
            <Stack gap="xs" align="flex-start">
              {phase === 'saved' && <Text c="teal">{t('loginAdmin.phoneSaved')}</Text>}
              <Text data-testid="login-admin-countdown" aria-live="polite">
                {t('loginAdmin.redirecting', { count: secondsLeft ?? 0 })}
              </Text>
              <Button variant="light" onClick={() => void navigate(PATHS.dashboard, { replace: true })}>
                {t('loginAdmin.goNow')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

/** The phone entry: validated on submit with the spec §5 rule, saved by PATCH users/me. */
function PhoneEntry({ onSaved, onSkip }: { onSaved: () => void; onSkip: () => void }) {
  const { t } = useTranslation('backOffice');
  const update = useUpdatePhoneNumber();
  const form = useForm<PhoneForm>({ resolver: zodResolver(ZPhoneForm), defaultValues: { phoneNumber: '' } });
  // Schema messages are catalogue keys such as `validation.invalidNumber`.
  const errorKey = form.formState.errors.phoneNumber?.message;

  const submit = form.handleSubmit((values) => {
    update.mutate(values.phoneNumber, { onSuccess: onSaved });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('loginAdmin.phonePrompt')}</Text>
        <TextInput
          label={t('loginAdmin.phoneLabel')}
          placeholder={PHONE_EXAMPLE}
          type="tel"
          autoComplete="tel"
          {...form.register('phoneNumber')}
          error={errorKey ? t(messageKey(errorKey)) : undefined}
          data-testid="login-admin-phone"
        />
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={onSkip}
            disabled={update.isPending}
            data-testid="login-admin-skip"
          >
            {t('loginAdmin.skip')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="login-admin-save">
            {t('loginAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
