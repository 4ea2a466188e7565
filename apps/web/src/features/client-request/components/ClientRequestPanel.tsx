import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { backOfficeName } from '@highlight/domain/user-fields';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MATCH_SKILLS_MAX, MATCH_TEXT_MAX, SELECTION_LIMIT } from '@highlight/domain/constants';
import { languageName, languageOptions } from '@highlight/domain/languages';
import type { MatchResponse, MatchSkill } from '@highlight/domain/matching';
import { PATHS } from '@highlight/domain/navigation';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { referenceQueryOptions } from '../../../api/reference.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { OutdatedBadge, StatusBadge } from '../../../components/back-office/StatusBadge.tsx';
import { useDownloadZip } from '../../dashboard/hooks/use-bulk-actions.ts';
import { matchPeople } from '../api/match.ts';

/**
 * Issue #9 "Answer a client request": HR pastes the request or picks skills (each required or
 * nice-to-have, with an optional minimum of years) and a language; each new text pasted is a new
 * request, and the skills understood stay as HR corrects them (issue #27 §4); Highlight lists the people
 * best first with their score, the skills they have (with years of use) and lack, their status
 * and outdated mark; HR selects some and downloads their files tailored to the request (the
 * request's skills first), named or anonymised, as one ZIP.
 */
export function ClientRequestPanel() {
  const { t } = useTranslation('backOffice');
  const locale = useGetLocale();
  const labelOf = useGetLabelOf();
  const reference = useQuery(referenceQueryOptions);
  const [text, setText] = useState('');
  const [skills, setSkills] = useState<MatchSkill[]>([]);
  /**
   * issue #27 §4: the text whose understanding the skills hold. A new text is a new request (its
   * understanding replaces the skills); the same text is not read again, so what HR removed or
   * changed stays removed or changed.
   */
  const [understoodText, setUnderstoodText] = useState<string | null>(null);
  /** issue #27 §3: what the server understood of that text, shown so HR checks it before ranking. */
  const [understood, setUnderstood] = useState<MatchResponse['understood']>(undefined);
  const [language, setLanguage] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [anonymised, setAnonymised] = useState(true);
  const zip = useDownloadZip();

  const match = useMutation({
    mutationFn: (request: { text?: string; skills: MatchSkill[]; language?: string }) => {
      const spokenFilter = request.language ?? language;
      return matchPeople({
        ...(request.text ? { text: request.text } : {}),
        ...(request.skills.length > 0 ? { skills: request.skills } : {}),
        ...(spokenFilter ? { language: spokenFilter } : {}),
        limit: 100,
      });
    },
    onSuccess: (response: MatchResponse, request) => {
      setSkills(response.skills);
      if (request.text) {
        setUnderstoodText(request.text);
        setUnderstood(response.understood);
      }
      setSelected(new Set());
    },
  });

  /** A new text is read afresh (its skills alone); otherwise the skills as HR left them. */
  const find = () => {
    const pasted = text.trim();
    if (pasted !== '' && pasted !== understoodText) match.mutate({ text: pasted, skills: [] });
    else match.mutate({ skills });
  };

  const skillOptions = useMemo(
    () =>
      (reference.data?.items ?? [])
        .filter((item) => item.kind === 'skill' && !skills.some((skill) => skill.id === item.id))
        .map((item) => ({ value: item.id, label: labelOf('skill', item.id, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [reference.data, skills, labelOf, locale],
  );
  const languages = useMemo(
    () => languageOptions(locale).map((option) => ({ value: option.code, label: option.name })),
    [locale],
  );

  const update = (id: string, change: Partial<MatchSkill>) =>
    setSkills((current) => current.map((skill) => (skill.id === id ? { ...skill, ...change } : skill)));
  const results = match.data?.results ?? [];
  const wordsOf = (id: string) =>
    understood?.skills
      .find((skill) => skill.id === id)
      ?.from.map((from) => from.written)
      .filter((written, index, all) => all.indexOf(written) === index);
  const spoken = (code: string) => {
    const name = languageName(code, locale);
    return locale === 'fr' ? name.toLocaleLowerCase('fr') : name;
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else if (next.size < SELECTION_LIMIT) next.add(id);
      return next;
    });

  return (
    <Stack gap="md" data-testid="client-request">
      <Title order={2}>{t('clientRequest.title')}</Title>
      <Text size="sm">{t('clientRequest.intro')}</Text>
      <Textarea
        label={t('clientRequest.textLabel')}
        placeholder={t('clientRequest.textPlaceholder')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MATCH_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="client-request-text"
      />
      <Group align="flex-end" wrap="wrap">
        <Select
          w={260}
          label={t('clientRequest.addSkill')}
          placeholder={t('clientRequest.addSkillPlaceholder')}
          data={skillOptions}
          searchable
          value={null}
          disabled={skills.length >= MATCH_SKILLS_MAX}
          onChange={(id) => id && setSkills((current) => [...current, { id, required: true }])}
          data-testid="client-request-add-skill"
        />
        <Select
          w={220}
          label={t('clientRequest.language')}
          placeholder={t('clientRequest.anyLanguage')}
          data={languages}
          searchable
          clearable
          value={language}
          onChange={setLanguage}
          data-testid="client-request-language"
        />
        <Button
          onClick={find}
          disabled={text.trim() === '' && skills.length === 0}
          loading={match.isPending}
          data-testid="client-request-find"
        >
          {t('clientRequest.find')}
        </Button>
      </Group>

      {skills.length > 0 && (
        <Stack gap="xs" data-testid="client-request-skills">
          <Text fw={600} size="sm">
            {t('clientRequest.skillsUnderstood', { count: skills.length })}
          </Text>
          {skills.map((skill) => {
            const label = labelOf('skill', skill.id, locale);
            return (
              <Group key={skill.id} gap="sm" wrap="wrap" data-testid="client-request-skill">
                <Stack gap={0} w={180}>
                  <Text fw={500}>{label}</Text>
                  {wordsOf(skill.id) && (
                    <Text size="xs" c="dimmed" data-testid="client-request-skill-from">
                      {t('clientRequest.understoodFrom', { words: wordsOf(skill.id)!.join(' · ') })}
                    </Text>
                  )}
                </Stack>
                <SegmentedControl
                  size="xs"
                  aria-label={t('clientRequest.importance', { skill: label })}
                  value={skill.required ? 'required' : 'nice'}
                  onChange={(value) => update(skill.id, { required: value === 'required' })}
                  data={[
                    { value: 'required', label: t('clientRequest.required') },
                    { value: 'nice', label: t('clientRequest.niceToHave') },
                  ]}
                />
                <NumberInput
                  w={150}
                  size="xs"
                  min={0}
                  max={50}
                  aria-label={t('clientRequest.minYears', { skill: label })}
                  placeholder={t('clientRequest.minYearsPlaceholder')}
                  value={skill.minYears ?? ''}
                  onChange={(value) => {
                    const years = typeof value === 'number' ? value : undefined;
                    setSkills((current) =>
                      current.map((entry) => {
                        if (entry.id !== skill.id) return entry;
                        const { minYears: _previous, ...rest } = entry;
                        return years === undefined ? rest : { ...rest, minYears: years };
                      }),
                    );
                  }}
                />
                <CloseButton
                  aria-label={t('clientRequest.removeSkill', { skill: label })}
                  onClick={() => setSkills((current) => current.filter((entry) => entry.id !== skill.id))}
                />
              </Group>
            );
          })}
        </Stack>
      )}

      {understood &&
        (understood.jobs.length > 0 ||
          understood.minYears !== null ||
          understood.languages.length > 0 ||
          understood.skipped.length > 0) && (
          <Stack gap={4} data-testid="client-request-understood">
            <Text fw={600} size="sm">
              {t('clientRequest.understood')}
            </Text>
            {understood.jobs.length > 0 && (
              <Text size="sm">
                {t('clientRequest.understoodJob', {
                  jobs: understood.jobs.map((job) => labelOf('job', job.id, locale)).join(', '),
                })}
              </Text>
            )}
            {understood.minYears !== null && (
              <Text size="sm">{t('clientRequest.understoodYears', { count: understood.minYears })}</Text>
            )}
            {understood.languages.length > 0 && (
              <Group gap="xs" wrap="wrap">
                <Text size="sm">
                  {t('clientRequest.understoodLanguages', {
                    languages: understood.languages
                      .map((entry) =>
                        t('clientRequest.understoodLanguage', {
                          language: languageName(entry.code, locale),
                          level: t(`web:resume.levels.${entry.level}`),
                        }),
                      )
                      .join(', '),
                  })}
                </Text>
                {understood.languages[0] && language !== understood.languages[0].code && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => {
                      setLanguage(understood.languages[0]!.code);
                      match.mutate({ skills, language: understood.languages[0]!.code });
                    }}
                    data-testid="client-request-filter-language"
                  >
                    {t('clientRequest.filterLanguage', { language: spoken(understood.languages[0].code) })}
                  </Button>
                )}
              </Group>
            )}
            {understood.skipped.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('clientRequest.skipped', {
                  parts: [...new Set(understood.skipped.map((part) => part.reason))]
                    .map((reason) => t(`clientRequest.skippedReasons.${reason}`))
                    .join(', '),
                })}
              </Text>
            )}
          </Stack>
        )}

      {match.isError && (
        <Alert color="red" title={t('clientRequest.errorTitle')} data-testid="client-request-error">
          {t(errorMessageKey(match.error))}
        </Alert>
      )}

      {match.isSuccess && results.length === 0 && (
        <Text data-testid="client-request-empty">{t('clientRequest.noOne')}</Text>
      )}

      {results.length > 0 && (
        <>
          <Group gap="sm" wrap="wrap">
            <Text size="sm" aria-live="polite">
              {t('clientRequest.selected', { count: selected.size, max: SELECTION_LIMIT })}
            </Text>
            <Switch
              label={t('lookAtUser.anonymised')}
              checked={anonymised}
              onChange={(event) => setAnonymised(event.currentTarget.checked)}
            />
            {(['pdf', 'docx'] as const).map((format) => (
              <Button
                key={format}
                variant="light"
                disabled={selected.size === 0}
                loading={zip.isPending && zip.variables.format === format}
                onClick={() =>
                  zip.mutate({
                    users: [...selected].map((id) => ({ id })),
                    format,
                    anonymised,
                    focus: skills.map((skill) => skill.id),
                  })
                }
                data-testid={`client-request-zip-${format}`}
              >
                {t(`clientRequest.zip.${format}`)}
              </Button>
            ))}
          </Group>
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
                  <Table.Tr
                    key={result.userId}
                    data-testid="client-request-result"
                    data-user-id={result.userId}
                  >
                    <Table.Td>
                      <Checkbox
                        aria-label={t('dashboard.selection.select', { name: backOfficeName(result.user) })}
                        checked={selected.has(result.userId)}
                        onChange={() => toggle(result.userId)}
                        data-testid="client-request-select"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`${PATHS.lookAtUser}?id=${encodeURIComponent(result.userId)}`}
                        fw={600}
                      >
                        {backOfficeName(result.user)}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {result.user.desiredPosition}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fw={700} data-testid="client-request-score">
                        {result.score}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {result.matched.map((id) => (
                          <Badge key={id} color="teal" variant="light">
                            {t('clientRequest.years', {
                              skill: labelOf('skill', id, locale),
                              count: result.years[id] ?? 0,
                            })}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {result.missing.map((id) => (
                          <Badge key={id} color="red" variant="light">
                            {labelOf('skill', id, locale)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <StatusBadge status={result.user.status} t={t} />
                        {result.user.outdated && <OutdatedBadge t={t} />}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
