import { Button, Group } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './mission-actions.css';

export interface MissionActionsProps {
  /** The bar itself (TakeoffPage measures its height for the notifications). */
  ref?: Ref<HTMLDivElement>;
  /** The `id` of the mission's form, which Save submits. */
  formId: string;
  /** Mission 7: Finish instead of Next. */
  isLast: boolean;
  /** Mission 1: Previous is disabled. */
  isFirst: boolean;
  /** Something is unsaved (Save is enabled). */
  dirty: boolean;
  /** A save is under way (Previous disabled, Save and Next/Finish loading). */
  saving: boolean;
  /** Previous was chosen. */
  onPrevious: () => void;
  /** Save was chosen (it also submits `formId`). */
  onSave: () => void;
  /** Next or Finish was chosen. */
  onNext: () => void;
}

/** A chevron pointing to the previous (`start`) or the next (`end`) mission; decoration only. */
function Chevron({ towards }: { towards: 'start' | 'end' }) {
  return (
    <svg
      className={`mission-action-icon mission-action-icon-${towards}`}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={towards === 'start' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * spec §2 mission stepper: the Previous / Save / Next (Finish on mission 7) bar, kept at the bottom
 * of the screen (issue #11 §4). Issue #26 §19: one row on a phone (390 px) in both languages —
 * below 30em Previous shows a chevron only, its words visually hidden but still its accessible
 * name; every button is at least 44 × 44 px (WCAG 2.5.5, 2.5.8 asks 24 px), see
 * `mission-actions.css`. Test ids: `mission-actions`, `mission-previous`, `mission-save`,
 * `mission-next` / `mission-finish`.
 */
export function MissionActions(props: MissionActionsProps) {
  const { t } = useTranslation();
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      className="mission-actions"
      ref={props.ref}
      data-testid="mission-actions"
    >
      <Button
        variant="default"
        className="mission-action mission-action-previous"
        disabled={props.isFirst || props.saving}
        onClick={props.onPrevious}
        leftSection={<Chevron towards="start" />}
        data-testid="mission-previous"
      >
        <span className="mission-action-label">{t('takeoff.previous')}</span>
      </Button>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="light"
          className="mission-action"
          type="submit"
          form={props.formId}
          onClick={props.onSave}
          disabled={!props.dirty}
          loading={props.saving}
          data-testid="mission-save"
        >
          {t('missions:common.save')}
        </Button>
        <Button
          className="mission-action"
          onClick={props.onNext}
          loading={props.saving}
          rightSection={props.isLast ? undefined : <Chevron towards="end" />}
          data-testid={props.isLast ? 'mission-finish' : 'mission-next'}
        >
          {props.isLast ? t('takeoff.finish') : t('takeoff.next')}
        </Button>
      </Group>
    </Group>
  );
}
