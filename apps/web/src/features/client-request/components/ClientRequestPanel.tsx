import {
  Alert,
  Button,
  CloseButton,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MATCH_SKILLS_MAX, MATCH_TEXT_MAX, SELECTION_LIMIT } from '@highlight/domain/constants';
import { languageName, languageOptions } from '@highlight/domain/languages';
import type { MatchResponse, MatchSkill } from '@highlight/domain/matching';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceQueryOptions } from '../../../api/reference.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useDownloadZip } from '../../dashboard/hooks/use-bulk-actions.ts';
import { filtersRequest, matchPeople, NO_FILTERS, type MatchFilters } from '../api/match.ts';
import { MatchFilterControls } from './MatchFilterControls.tsx';
import { MatchResultCards, MatchResultTable } from './MatchResults.tsx';
import { SavedRequests } from './SavedRequests.tsx';

/**
 * Issue #9 "Answer a client request": HR pastes the request or picks skills (each required or
 * nice-to-have, with an optional minimum of years); each new text pasted is a new request, and the
 * skills understood stay as HR corrects them (issue #27 §4); HR filters whom it ranks (a language
 * and its minimum level, statuses, outdated, employees or applicants: issue #27 §4); Highlight
 * lists the people best first with their score, the skills they have (with years of use) and lack,
 * their status and outdated mark — a table on a wide screen, cards on a phone; HR selects some and
 * downloads their files tailored to the request (the request's skills first), named or
 * anonymised, as one ZIP.
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
  /** issue #27 §4: whom the request ranks; kept across requests, never touching the skills. */
  const [filters, setFilters] = useState<MatchFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [anonymised, setAnonymised] = useState(true);
  const zip = useDownloadZip();
  // issue #27 §4: on a phone (below 48em, as the dashboard) the people are cards, not a table.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const match = useMutation({
    mutationFn: (request: { text?: string; skills: MatchSkill[]; filters: MatchFilters }) =>
      matchPeople({
        ...(request.text ? { text: request.text } : {}),
        ...(request.skills.length > 0 ? { skills: request.skills } : {}),
        ...filtersRequest(request.filters),
        limit: 100,
      }),
    onSuccess: (response: MatchResponse, request) => {
      // Only a new text's answer replaces the skills: the answer to the skills as HR left them
      // holds the same ones, and may arrive after HR removed or changed one since.
      if (request.text) {
        setSkills(response.skills);
        setUnderstoodText(request.text);
        setUnderstood(response.understood);
      }
      setSelected(new Set());
    },
  });

  /** The text in the box is one not read yet: the next search reads it as a new request. */
  const pastedAnew = () => {
    const pasted = text.trim();
    return pasted !== '' && pasted !== understoodText;
  };
  /** A new text is read afresh (its skills alone); otherwise the skills as HR left them. */
  const find = () => {
    if (pastedAnew()) match.mutate({ text: text.trim(), skills: [], filters });
    else match.mutate({ skills, filters });
  };
  /**
   * A filter changed: the people shown are ranked again at once with the skills as HR left them
   * (a text pasted but not searched yet waits for "Find people", which reads it anew).
   */
  const changeFilters = (change: Partial<MatchFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    if (match.data && skills.length > 0 && !pastedAnew()) match.mutate({ skills, filters: next });
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
  /** issue #27 §3: the first language the request asks for, with its level. */
  const asked = understood?.languages[0];
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
      <MatchFilterControls filters={filters} onChange={changeFilters} languages={languages} t={t} />
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
                {asked && (filters.language !== asked.code || filters.minLevel !== asked.level) && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => {
                      const next = { ...filters, language: asked.code, minLevel: asked.level };
                      setFilters(next);
                      match.mutate({ skills, filters: next });
                    }}
                    data-testid="client-request-filter-language"
                  >
                    {t('clientRequest.filterLanguage', {
                      language: spoken(asked.code),
                      level: t(`web:resume.levels.${asked.level}`).toLocaleLowerCase(locale),
                    })}
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

      <SavedRequests
        text={text}
        understoodText={understoodText}
        skills={skills}
        understood={understood}
        onRun={(run) => {
          setText(run.text);
          setUnderstoodText(run.text);
          setUnderstood(run.understood);
          setSkills(run.skills);
          match.mutate({ skills: run.skills, filters });
        }}
      />

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
          {phone ? (
            <MatchResultCards
              results={results}
              selected={selected}
              onToggle={toggle}
              labelOf={labelOf}
              locale={locale}
              t={t}
            />
          ) : (
            <MatchResultTable
              results={results}
              selected={selected}
              onToggle={toggle}
              labelOf={labelOf}
              locale={locale}
              t={t}
            />
          )}
        </>
      )}
    </Stack>
  );
}
