import { Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { PATHS } from '@highlight/domain/navigation';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { MISSION_COUNT, MISSIONS, missionPath } from '../../../lib/missions.ts';
import { PersonalInfoMission } from './PersonalInfoMission.tsx';
import { ReadOnlyMission } from './ReadOnlyMission.tsx';

const PERSONAL_INFO_FORM_ID = 'mission-1-form';

function MissionNumber({ step }: { step: number }) {
  return step + 1;
}

/**
 * spec §2, §4 mission stepper /takeoff/1 … /takeoff/7, shown as "1/7" … "7/7", with Previous, Next
 * and Finish (→ /visualisation). Mission 1 saves before moving on; missions 2–7 are read-only for
 * now. The route loader has already checked the step (1–7) and the access (spec §2).
 */
export function TakeoffPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const me = useGetMe();
  const labelOf = useGetLabelOf();
  const locale = useGetLocale();
  const [saving, setSaving] = useState(false);
  const step = Number(params.step);
  const mission = MISSIONS[step - 1] ?? MISSIONS[0];

  const goTo = useCallback((target: number) => void navigate(missionPath(target)), [navigate]);
  const next = useCallback(() => {
    if (step < MISSION_COUNT) goTo(step + 1);
    else void navigate(PATHS.visualisation);
  }, [goTo, navigate, step]);

  const isLast = step === MISSION_COUNT;
  // On mission 1 Next and Finish submit its form, which saves, then calls `next`.
  const submitsForm =
    step === 1 ? { type: 'submit' as const, form: PERSONAL_INFO_FORM_ID } : { onClick: next };

  return (
    <Stack gap="lg" data-testid="takeoff">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('takeoff.title')}</Title>
        <Text fz="xl" fw={700} c="brand.7" data-testid="mission-counter">
          {t('takeoff.counter', { step, total: MISSION_COUNT })}
        </Text>
      </Group>
      <Stepper
        active={step - 1}
        onStepClick={(index) => goTo(index + 1)}
        size="sm"
        iconSize={32}
        // Earlier missions are not necessarily complete: steps keep their number rather than a tick.
        completedIcon={MissionNumber}
        aria-label={t('takeoff.title')}
      >
        {MISSIONS.map((item) => (
          <Stepper.Step key={item.step} label={t(item.title)} data-testid={`mission-step-${item.step}`} />
        ))}
      </Stepper>
      <Card>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3" data-testid="mission-title">
              {t(mission.title)}
            </Title>
            <Text c="dimmed">{t(mission.description)}</Text>
          </div>
          {step === 1 ? (
            <PersonalInfoMission
              key={me.id}
              me={me}
              formId={PERSONAL_INFO_FORM_ID}
              onSaved={next}
              onSavingChange={setSaving}
            />
          ) : (
            <ReadOnlyMission step={step} resume={me.resume} labelOf={labelOf} locale={locale} />
          )}
        </Stack>
      </Card>
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={step === 1 || saving}
          onClick={() => goTo(step - 1)}
          data-testid="mission-previous"
        >
          {t('takeoff.previous')}
        </Button>
        <Button {...submitsForm} loading={saving} data-testid={isLast ? 'mission-finish' : 'mission-next'}>
          {isLast ? t('takeoff.finish') : t('takeoff.next')}
        </Button>
      </Group>
    </Stack>
  );
}
