import { Button, List, Stack, Text } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import { formatList, formatMonthYear } from '@highlight/domain/intl';
import type { EvidencePlace, SkillEvidence } from '@highlight/domain/match-evidence';
import type { MatchResponse } from '@highlight/domain/matching';
import type { LabelOf } from '@highlight/domain/reference-labels';
import { backOfficeName } from '@highlight/domain/user-fields';
import type { TFunction } from 'i18next';

type MatchResult = MatchResponse['results'][number];

/** The id of a person's evidence region, for the button's `aria-controls`. */
export const evidenceRegionId = (result: MatchResult, layout: string) =>
  `client-request-evidence-${layout}-${result.userId}`;

/** True when the answer holds evidence to show for the person (issue #27 §6). */
export const hasEvidence = (result: MatchResult) =>
  result.matched.some((id) => result.evidence?.[id] !== undefined);

/**
 * Issue #27 §6: the button that shows or hides a person's evidence ("Why?"), named with the
 * person so that a screen reader tells one row's button from the next, and saying whether the
 * evidence is shown (`aria-expanded`) and where (`aria-controls`).
 */
export function EvidenceToggle({
  result,
  layout,
  open,
  onToggle,
  t,
}: {
  result: MatchResult;
  layout: string;
  open: boolean;
  onToggle: () => void;
  t: TFunction<'backOffice'>;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      aria-expanded={open}
      // The region exists only when open; a reference to nothing would mislead assistive technology.
      aria-controls={open ? evidenceRegionId(result, layout) : undefined}
      style={{ alignSelf: 'flex-start' }}
      aria-label={t('clientRequest.evidenceToggleFor', { name: backOfficeName(result.user) })}
      onClick={onToggle}
      data-testid="client-request-evidence-toggle"
    >
      {t('clientRequest.evidenceToggle')}
    </Button>
  );
}

/** "janv. 2020 – juin 2023" / "Jan 2020 – Jun 2023"; an ongoing place runs until "today". */
function period(place: EvidencePlace, locale: Locale, t: TFunction<'backOffice'>): string {
  const month = (value: string) =>
    formatMonthYear({ year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) }, locale, 'short');
  return t('clientRequest.evidencePeriod', {
    from: month(place.startDate),
    to: place.endDate === null ? t('clientRequest.evidenceToday') : month(place.endDate),
  });
}

/** When a skill was last used: now, a year, or never in a project (listed in the file only). */
function lastUse(evidence: SkillEvidence, t: TFunction<'backOffice'>): string {
  if (evidence.ongoing) return t('clientRequest.evidenceOngoing');
  if (evidence.lastYear === null) return t('clientRequest.evidenceDeclaredOnly');
  return t('clientRequest.evidenceLastYear', { year: evidence.lastYear });
}

/** One place: the firm (or a personal project) and position, the dates, the projects using the skill. */
function Place({ place, locale, t }: { place: EvidencePlace; locale: Locale; t: TFunction<'backOffice'> }) {
  const firm = place.personalProject ? t('clientRequest.evidencePersonalProject') : place.corporation;
  return (
    <List.Item data-testid="client-request-evidence-place">
      <Text size="sm" span>
        {t('clientRequest.evidencePlace', { firm, position: place.position })}
      </Text>{' '}
      <Text size="sm" span c="dimmed">
        {period(place, locale, t)}
      </Text>
      {place.projects.length > 0 && (
        <Text size="xs">
          {t('clientRequest.evidenceProjects', {
            projects: formatList(
              place.moreProjects > 0
                ? [...place.projects, t('clientRequest.evidenceMoreProjects', { count: place.moreProjects })]
                : place.projects,
              locale,
            ),
          })}
        </Text>
      )}
    </List.Item>
  );
}

/**
 * Issue #27 §6: a person's evidence, shown on demand — per matched skill (request order), the
 * last year of use, then where it was used (most recent first, as answered: at most a few places,
 * the older ones counted), with dates and projects. A region named after the person.
 */
export function EvidenceRegion({
  result,
  layout,
  labelOf,
  locale,
  t,
}: {
  result: MatchResult;
  layout: string;
  labelOf: LabelOf;
  locale: Locale;
  t: TFunction<'backOffice'>;
}) {
  return (
    <Stack
      component="section"
      id={evidenceRegionId(result, layout)}
      aria-label={t('clientRequest.evidenceRegion', { name: backOfficeName(result.user) })}
      gap="xs"
      data-testid="client-request-evidence"
    >
      {result.matched.map((id) => {
        const evidence = result.evidence?.[id];
        if (!evidence) return null;
        return (
          <Stack key={id} gap={2} data-testid="client-request-evidence-skill" data-skill={id}>
            <Text size="sm">
              <Text span fw={600} size="sm">
                {labelOf('skill', id, locale)}
              </Text>
              {' · '}
              <span data-testid="client-request-evidence-last">{lastUse(evidence, t)}</span>
            </Text>
            {evidence.places.length > 0 && (
              <List size="sm" spacing={2} withPadding>
                {evidence.places.map((place, index) => (
                  <Place key={index} place={place} locale={locale} t={t} />
                ))}
                {evidence.morePlaces > 0 && (
                  <List.Item>
                    <Text size="xs" c="dimmed">
                      {t('clientRequest.evidenceMorePlaces', { count: evidence.morePlaces })}
                    </Text>
                  </List.Item>
                )}
              </List>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
