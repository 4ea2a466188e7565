import { Anchor, Badge, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import type { MatchResponse } from '@highlight/domain/matching';
import type { LabelOf } from '@highlight/domain/reference-labels';
import { PATHS } from '@highlight/domain/navigation';
import { backOfficeName } from '@highlight/domain/user-fields';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { OutdatedBadge, StatusBadge } from '../../../components/back-office/StatusBadge.tsx';
import { EvidenceRegion, EvidenceToggle, hasEvidence } from './MatchEvidence.tsx';

type MatchResult = MatchResponse['results'][number];

/** What both layouts of the ranked people take. */
export interface MatchResultsProps {
  results: MatchResult[];
  selected: ReadonlySet<string>;
  onToggle: (userId: string) => void;
  labelOf: LabelOf;
  locale: Locale;
  t: TFunction<'backOffice'>;
}

/** The person's name, opening their file (spec §2 `/user`), and their desired position. */
function Person({ result }: { result: MatchResult }) {
  return (
    <>
      <Anchor component={Link} to={`${PATHS.lookAtUser}?id=${encodeURIComponent(result.userId)}`} fw={600}>
        {backOfficeName(result.user)}
      </Anchor>
      <Text size="xs" c="dimmed">
        {result.user.desiredPosition}
      </Text>
    </>
  );
}

/** The skills the person has, each with its years of use (teal). */
function Held({
  result,
  labelOf,
  locale,
  t,
}: Omit<MatchResultsProps, 'results' | 'selected' | 'onToggle'> & {
  result: MatchResult;
}) {
  return (
    <Group gap={4} data-testid="client-request-held">
      {result.matched.map((id) => (
        <Badge key={id} color="teal" variant="light">
          {t('clientRequest.years', { skill: labelOf('skill', id, locale), count: result.years[id] ?? 0 })}
        </Badge>
      ))}
    </Group>
  );
}

/** The skills the person lacks (red). */
function Missing({
  result,
  labelOf,
  locale,
}: Pick<MatchResultsProps, 'labelOf' | 'locale'> & { result: MatchResult }) {
  return (
    <Group gap={4} data-testid="client-request-missing">
      {result.missing.map((id) => (
        <Badge key={id} color="red" variant="light">
          {labelOf('skill', id, locale)}
        </Badge>
      ))}
    </Group>
  );
}

/** spec §4 status and outdated mark. */
function Marks({ result, t }: { result: MatchResult; t: TFunction<'backOffice'> }) {
  return (
    <>
      <StatusBadge status={result.user.status} t={t} />
      {result.user.outdated && <OutdatedBadge t={t} />}
    </>
  );
}

function SelectBox({
  result,
  selected,
  onToggle,
  t,
}: Pick<MatchResultsProps, 'selected' | 'onToggle' | 't'> & {
  result: MatchResult;
}) {
  return (
    <Checkbox
      aria-label={t('dashboard.selection.select', { name: backOfficeName(result.user) })}
      checked={selected.has(result.userId)}
      onChange={() => onToggle(result.userId)}
      data-testid="client-request-select"
    />
  );
}

/**
 * One person's row; issue #27 §6: "Why?" opens, under it, a row holding their evidence (where and
 * when each matched skill was used).
 */
function ResultRow(props: MatchResultsProps & { result: MatchResult }) {
  const { result, t } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Table.Tr data-testid="client-request-result" data-user-id={result.userId}>
        <Table.Td>
          <SelectBox {...props} result={result} />
        </Table.Td>
        <Table.Td>
          <Person result={result} />
          {hasEvidence(result) && (
            <EvidenceToggle
              result={result}
              layout="table"
              open={open}
              onToggle={() => setOpen(!open)}
              t={t}
            />
          )}
        </Table.Td>
        <Table.Td>
          <Text fw={700} data-testid="client-request-score">
            {result.score}
          </Text>
        </Table.Td>
        <Table.Td>
          <Held {...props} result={result} />
        </Table.Td>
        <Table.Td>
          <Missing {...props} result={result} />
        </Table.Td>
        <Table.Td>
          <Stack gap={4} align="flex-start">
            <Marks result={result} t={t} />
          </Stack>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={6}>
            <EvidenceRegion {...props} result={result} layout="table" />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** Issue #9: the people ranked on a wide screen, one row each (760 px wide at least). */
export function MatchResultTable(props: MatchResultsProps) {
  const { results, t } = props;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" data-testid="client-request-results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('clientRequest.columns.select')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('clientRequest.columns.score')}</Table.Th>
            <Table.Th scope="col">{t('clientRequest.columns.matched')}</Table.Th>
            <Table.Th scope="col">{t('clientRequest.columns.missing')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((result) => (
            <ResultRow key={result.userId} {...props} result={result} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One person's card; issue #27 §6: "Why?" shows their evidence within the card. */
function ResultCard(props: MatchResultsProps & { result: MatchResult }) {
  const { result, t } = props;
  const [open, setOpen] = useState(false);
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="sm"
      data-testid="client-request-result"
      data-user-id={result.userId}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <SelectBox {...props} result={result} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Person result={result} />
            </Stack>
            <Text fw={700} size="lg" data-testid="client-request-score">
              {t('clientRequest.cardScore', { score: result.score })}
            </Text>
          </Group>
          <Group gap={4}>
            <Marks result={result} t={t} />
          </Group>
          {result.matched.length > 0 && (
            <Stack gap={2}>
              <Text size="xs" fw={600}>
                {t('clientRequest.columns.matched')}
              </Text>
              <Held {...props} result={result} />
            </Stack>
          )}
          {result.missing.length > 0 && (
            <Stack gap={2}>
              <Text size="xs" fw={600}>
                {t('clientRequest.columns.missing')}
              </Text>
              <Missing {...props} result={result} />
            </Stack>
          )}
          {hasEvidence(result) && (
            <>
              <EvidenceToggle
                result={result}
                layout="cards"
                open={open}
                onToggle={() => setOpen(!open)}
                t={t}
              />
              {open && <EvidenceRegion {...props} result={result} layout="cards" />}
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Issue #27 §4: the people ranked on a phone, one card each instead of a table scrolled sideways:
 * the selection box, the person, the score, the status, the skills held (with years) and missing.
 */
export function MatchResultCards(props: MatchResultsProps) {
  const { results, t } = props;
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('clientRequest.resultsLabel')}
      data-testid="client-request-cards"
    >
      {results.map((result) => (
        <ResultCard key={result.userId} {...props} result={result} />
      ))}
    </Stack>
  );
}
