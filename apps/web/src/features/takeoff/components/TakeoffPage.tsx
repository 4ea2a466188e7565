import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Stepper,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { PATHS } from '@highlight/domain/navigation';
import { MAX_STARS } from '@highlight/domain/stars';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { AvatarImage } from '../../../components/avatar/AvatarImage.tsx';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { MISSION_COUNT, MISSIONS, missionPath } from '../../../lib/missions.ts';
import { notify } from '../../../lib/notify.ts';
import {
  discardUnsavedChanges,
  resetUnsavedChanges,
  unsavedChangesDiscarded,
} from '../../../lib/unsaved-changes.ts';
import { draftKey } from '../../../lib/local-drafts.ts';
import type { DraftOffer } from '../../../hooks/use-local-draft.ts';
import { DraftOfferNotice } from './DraftOfferNotice.tsx';
import { MissionActions } from './MissionActions.tsx';
import { DiplomasMission } from './DiplomasMission.tsx';
import { ExperiencesMission } from './ExperiencesMission.tsx';
import { JobMission } from './JobMission.tsx';
import { LanguagesMission } from './LanguagesMission.tsx';
import type { MissionEditorProps } from './mission-editor.ts';
import { PersonalInfoMission } from './PersonalInfoMission.tsx';
import { SoftSkillsMission } from './SoftSkillsMission.tsx';
import { TechnicalSkillsMission } from './TechnicalSkillsMission.tsx';
import './takeoff-header.css';

/** The editor of each of missions 2–7 (mission 1 edits the user, not the resume). */
const EDITORS: Record<number, ComponentType<MissionEditorProps>> = {
  2: JobMission,
  3: TechnicalSkillsMission,
  4: SoftSkillsMission,
  5: ExperiencesMission,
  6: DiplomasMission,
  7: LanguagesMission,
};

/**
 * spec §2, §4 mission stepper /takeoff/1 … /takeoff/7, shown as "1/7" … "7/7", with Previous, Next
 * and Finish (→ /visualisation). Every way of leaving a mission through the stepper (Previous,
 * Next, Finish, a step) submits its form: the editor validates (spec §5), saves when something
 * changed, then moves on. Leaving any other way with unsaved entries asks first; closing the tab
 * with unsaved entries asks the browser to confirm. The route loader has checked the step (1–7)
 * and the access (spec §2).
 */
export function TakeoffPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const me = useGetMe();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const bypassBlocker = useRef(false);
  const target = useRef<string | null>(null);
  const step = Number(params.step);
  const mission = MISSIONS[step - 1] ?? MISSIONS[0];
  const formId = `mission-${step}-form`;
  // The route loader only lets steps 1–7 through; mission 1 edits the user, not the resume.
  const Editor = EDITORS[step];
  // The short titles fit one row from 62em (992 px) on; below, the step numbers alone.
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });

  // issue #11 §4: the local draft found on arrival, shown for the mission it belongs to only.
  const missionDraftKey = draftKey(me.id, step);
  const [offer, setOffer] = useState<{ key: string; offer: DraftOffer } | null>(null);
  const onDraftOffer = useCallback(
    (found: DraftOffer | null) => setOffer(found && { key: missionDraftKey, offer: found }),
    [missionDraftKey],
  );

  const onDirtyChange = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  }, []);

  // A new mission starts clean; the blocker is re-armed once a navigation has happened.
  useEffect(() => {
    bypassBlocker.current = false;
    resetUnsavedChanges();
  }, [location.pathname]);

  // The mode switch and logout warn about unsaved data themselves (unsaved-changes.ts).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !bypassBlocker.current &&
      !unsavedChangesDiscarded() &&
      dirtyRef.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsavedChangesDiscarded()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Submits the mission's form; once saved it goes to `path`. */
  const leaveTo = useCallback(
    (path: string) => {
      target.current = path;
      const form = document.getElementById(formId);
      if (form instanceof HTMLFormElement) form.requestSubmit();
      else void navigate(path);
    },
    [formId, navigate],
  );

  // Moving on shows the save worked; a notice would only cover the next mission's buttons
  // (bottom right). Saving in place (the Save button) says so.
  const onSaved = useCallback(() => {
    const path = target.current;
    target.current = null;
    if (path === null) {
      notify({ type: 'success', title: t('missions:common.saved') });
      return;
    }
    bypassBlocker.current = true;
    dirtyRef.current = false;
    void navigate(path);
  }, [navigate, t]);

  // The action bar's height lifts the notifications above it while the mission is shown.
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = actionsRef.current;
    if (!bar) return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--mission-actions-height', `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--mission-actions-height');
    };
  }, []);

  const isLast = step === MISSION_COUNT;
  const nextPath = isLast ? PATHS.visualisation : missionPath(step + 1);
  const editorProps: MissionEditorProps = {
    resume: me.resume,
    formId,
    onSaved,
    onSavingChange: setSaving,
    onDirtyChange,
    draftKey: missionDraftKey,
    onDraftOffer,
  };

  return (
    <Stack gap="lg" data-testid="takeoff">
      {/* One row at every width, the counter beside the title (takeoff-header.css). */}
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap" className="takeoff-header">
        <Group gap="sm" wrap="nowrap" className="takeoff-header-identity">
          {me.avatar !== null && <AvatarImage avatar={me.avatar} grade={me.resume.grade} size={56} />}
          <div>
            <Title order={1} className="takeoff-header-title">
              {t('takeoff.title')}
            </Title>
            {/* spec §1, §9: the stars and grade earned so far, along the missions. */}
            <Group gap="xs" data-testid="takeoff-progress">
              <Badge variant="light">{t('grade.label', { grade: me.resume.grade })}</Badge>
              <Text size="sm" c="dimmed">
                {t('home.stars', { acquired: me.resume.starCount, max: MAX_STARS })}
              </Text>
            </Group>
          </div>
        </Group>
        <Text fz="xl" fw={700} c="brand.7" className="takeoff-header-counter" data-testid="mission-counter">
          {t('takeoff.counter', { step, total: MISSION_COUNT })}
        </Text>
      </Group>
      <Stepper
        active={step - 1}
        onStepClick={(index) => leaveTo(missionPath(index + 1))}
        size="sm"
        iconSize={32}
        // issue #11 §3: one row at every width — short titles on a desk, numbers only on a phone.
        wrap={false}
        // On a phone the seven numbers share 326 px: short separators, no room kept for labels.
        styles={
          wide
            ? undefined
            : { separator: { marginInline: 4, minWidth: 4 }, stepBody: { marginInlineStart: 0 } }
        }
        aria-label={t('takeoff.title')}
        data-testid="mission-stepper"
      >
        {MISSIONS.map((item) => {
          const position = t('takeoff.stepPosition', { step: item.step, total: MISSION_COUNT });
          const number = <span aria-hidden="true">{item.step}</span>;
          return (
            <Stepper.Step
              key={item.step}
              icon={number}
              completedIcon={number}
              progressIcon={number}
              // The drawn number is hidden from screen readers, which hear "Mission 3/7:" then
              // the title: the short one shown on a desk, the full one on a phone (number only).
              label={
                <>
                  <VisuallyHidden>{position}</VisuallyHidden>{' '}
                  {wide ? t(item.shortTitle) : <VisuallyHidden>{t(item.title)}</VisuallyHidden>}
                </>
              }
              title={`${position} ${t(item.title)}`}
              aria-current={item.step === step ? 'step' : undefined}
              data-testid={`mission-step-${item.step}`}
            />
          );
        })}
      </Stepper>
      {offer?.key === missionDraftKey && <DraftOfferNotice offer={offer.offer} />}
      <Card>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3" data-testid="mission-title">
              {t(mission.title)}
            </Title>
            <Text c="dimmed">{t(mission.description)}</Text>
          </div>
          {step === 1 || !Editor ? (
            <PersonalInfoMission key={me.id} me={me} {...editorProps} />
          ) : (
            <Editor key={step} {...editorProps} />
          )}
        </Stack>
      </Card>
      {/* issue #11 §4: the actions stay in reach at the bottom of the screen, and notifications
          stack above them (--mission-actions-height, app.css), never over them. */}
      <MissionActions
        ref={actionsRef}
        formId={formId}
        isFirst={step === 1}
        isLast={isLast}
        dirty={dirty}
        saving={saving}
        onPrevious={() => leaveTo(missionPath(step - 1))}
        // Saving in place stays here, even after a Next that failed (it set a destination).
        onSave={() => {
          target.current = null;
        }}
        onNext={() => leaveTo(nextPath)}
      />
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('missions:common.unsavedTitle')}
        centered
        data-testid="unsaved-modal"
      >
        <Stack>
          <Text>{t('missions:common.unsavedText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()} data-testid="unsaved-stay">
              {t('missions:common.unsavedStay')}
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => {
                // The local draft goes with the entries (issue #11 §4).
                discardUnsavedChanges();
                blocker.proceed?.();
              }}
              data-testid="unsaved-discard"
            >
              {t('missions:common.unsavedDiscard')}
            </Button>
            <Button
              onClick={() => {
                const next = blocker.location;
                blocker.reset?.();
                if (next) leaveTo(`${next.pathname}${next.search}`);
              }}
              data-testid="unsaved-save"
            >
              {t('missions:common.unsavedSave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
