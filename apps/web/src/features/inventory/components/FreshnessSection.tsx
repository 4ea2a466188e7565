/**
 * issue #29 §4 "Freshness": the outdated files (spec §9: not updated for 6 months) per HR referee
 * and per skill, each leading to the dashboard's list of them, and a reminder campaign: the update
 * request of spec §7 sent by the server to every outdated file of a scope (referees and/or skills,
 * everyone when none is chosen), at most once per person per 30 days, audited, reported per person.
 */
import { Alert, Button, MultiSelect, SimpleGrid, Stack, Table, Textarea, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignResult } from '@highlight/domain/inventory';
import { formatDate } from '@highlight/domain/intl';
import { REMINDER_COMMENT_MAX } from '@highlight/domain/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { freshnessQuery, INVENTORY_KEY, runCampaign } from '../api/inventory.ts';
import { outdatedHref } from '../lib/links.ts';
import { DataFigure, ExportButtons, WideTable, type FigureCell } from './DataFigure.tsx';
import { InventoryLoadError } from './InventoryLoadError.tsx';
import { SkillBars } from './SkillBars.tsx';

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export function FreshnessSection() {
  const { t } = useTranslation(['inventory', 'backOffice']);
  const locale = currentLocale();
  const labelOf = useGetLabelOf();
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useQuery(freshnessQuery());
  const [referees, setReferees] = useState<string[]>([]);
  const [skills, setSkills] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const resultId = useId();
  const campaign = useMutation({
    mutationFn: () => runCampaign({ referee: referees, skills, ...(comment.trim() ? { comment } : {}) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
  if (isError) {
    return <InventoryLoadError onRetry={() => void refetch()} />;
  }
  const byReferee = data?.byReferee ?? [];
  const bySkill = data?.bySkill ?? [];
  const refereeName = (referee: (typeof byReferee)[number]['referee']) =>
    referee ? `${referee.firstname} ${referee.lastname}` : t('inventory:filters.noReferee');
  const refereeKey = (referee: (typeof byReferee)[number]['referee']) => referee?.id ?? 'none';
  const label = (skill: string) => labelOf('skill', skill, locale);
  const files = byReferee.reduce((sum, entry) => sum + entry.files, 0);
  const outdated = byReferee.reduce((sum, entry) => sum + entry.outdated, 0);
  const worst = [...byReferee].sort((a, b) => share(b.outdated, b.files) - share(a.outdated, a.files))[0];

  const refereeRows = byReferee.map((entry): FigureCell[] => [
    { value: refereeName(entry.referee) },
    { value: entry.files },
    {
      value: entry.outdated,
      ...(entry.outdated > 0 && {
        href: outdatedHref({ referee: refereeKey(entry.referee) }),
        label: t('inventory:freshness.outdatedLink', {
          name: refereeName(entry.referee),
          count: entry.outdated,
        }),
      }),
    },
    {
      value: share(entry.outdated, entry.files),
      text: t('inventory:percent', { value: share(entry.outdated, entry.files) }),
    },
  ]);
  const skillRows = bySkill.map((entry): FigureCell[] => [
    { value: label(entry.skill) },
    { value: entry.holders },
    {
      value: entry.outdated,
      ...(entry.outdated > 0 && {
        href: outdatedHref({ skill: entry.skill }),
        label: t('inventory:freshness.outdatedLink', { name: label(entry.skill), count: entry.outdated }),
      }),
    },
    {
      value: share(entry.outdated, entry.holders),
      text: t('inventory:percent', { value: share(entry.outdated, entry.holders) }),
    },
  ]);

  return (
    <Stack gap="xl">
      <DataFigure
        data-testid="freshness-referees"
        title={t('inventory:freshness.refereesTitle')}
        summary={
          worst
            ? t('inventory:freshness.refereesSummary', {
                count: outdated,
                files,
                name: refereeName(worst.referee),
                share: share(worst.outdated, worst.files),
              })
            : t('inventory:freshness.none')
        }
        empty={t('inventory:freshness.none')}
        header={[
          t('inventory:filters.referee'),
          t('inventory:freshness.files'),
          t('inventory:supply.outdated'),
          t('inventory:freshness.share'),
        ]}
        numeric={[1, 2, 3]}
        rows={refereeRows}
        chart={
          <SkillBars
            minHeight={160}
            data={byReferee.map((entry) => ({
              referee: refereeName(entry.referee),
              upToDate: entry.files - entry.outdated,
              outdated: entry.outdated,
            }))}
            dataKey="referee"
            type="stacked"
            series={[
              { name: 'upToDate', label: t('inventory:freshness.upToDate'), color: 'teal.7' },
              { name: 'outdated', label: t('inventory:supply.outdated'), color: 'orange.7' },
            ]}
          />
        }
      />
      <DataFigure
        data-testid="freshness-skills"
        title={t('inventory:freshness.skillsTitle')}
        summary={
          bySkill[0]
            ? t('inventory:freshness.skillsSummary', {
                skill: label(bySkill[0].skill),
                count: bySkill[0].outdated,
                holders: bySkill[0].holders,
              })
            : t('inventory:freshness.none')
        }
        empty={t('inventory:freshness.none')}
        header={[
          t('inventory:supply.skill'),
          t('inventory:freshness.holders'),
          t('inventory:supply.outdated'),
          t('inventory:freshness.share'),
        ]}
        numeric={[1, 2, 3]}
        rows={skillRows}
      />

      <Stack component="section" gap="sm" aria-labelledby={`${resultId}-title`} data-testid="campaign">
        <Title order={2} size="h3" id={`${resultId}-title`}>
          {t('inventory:campaign.title')}
        </Title>
        <Text size="sm">{t('inventory:campaign.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label={t('inventory:filters.referee')}
            placeholder={referees.length === 0 ? t('inventory:filters.anyone') : undefined}
            value={referees}
            onChange={setReferees}
            data={byReferee.map((entry) => ({
              value: refereeKey(entry.referee),
              label: refereeName(entry.referee),
            }))}
            clearable
          />
          <MultiSelect
            label={t('inventory:campaign.skills')}
            placeholder={skills.length === 0 ? t('inventory:filters.anySkill') : undefined}
            value={skills}
            onChange={setSkills}
            data={bySkill.map((entry) => ({ value: entry.skill, label: label(entry.skill) }))}
            searchable
            clearable
            data-testid="campaign-skills"
          />
        </SimpleGrid>
        <Textarea
          label={t('inventory:campaign.comment')}
          value={comment}
          maxLength={REMINDER_COMMENT_MAX}
          autosize
          minRows={2}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <div>
          <Button
            onClick={() =>
              openConfirmModal({
                title: t('inventory:campaign.confirmTitle'),
                children: <Text size="sm">{t('inventory:campaign.confirmText')}</Text>,
                labels: { confirm: t('inventory:campaign.send'), cancel: t('backOffice:actions.cancel') },
                onConfirm: () => campaign.mutate(),
              })
            }
            loading={campaign.isPending}
            data-testid="campaign-send"
          >
            {t('inventory:campaign.send')}
          </Button>
        </div>
        {campaign.isError && (
          <Alert color="red" role="alert">
            {t(errorMessageKey(campaign.error))}
          </Alert>
        )}
        {campaign.data && <CampaignReport result={campaign.data} />}
      </Stack>
    </Stack>
  );
}

/** What the campaign did, per person: asked, asked recently (and when again), or why not. */
function CampaignReport({ result }: { result: CampaignResult }) {
  const { t } = useTranslation(['inventory', 'backOffice']);
  const locale = currentLocale();
  const sent = result.people.filter((entry) => entry.result === 'sent').length;
  const outcome = (entry: CampaignResult['people'][number]) =>
    entry.result === 'sent'
      ? t('inventory:campaign.sent')
      : entry.result === 'askedRecently'
        ? t('inventory:campaign.askedRecently', {
            date: entry.nextAskAt ? formatDate(entry.nextAskAt, locale) : '—',
          })
        : t(`backOffice:actions.failures.${entry.result}`);
  return (
    <Stack gap="xs" data-testid="campaign-report">
      <Text role="status" fw={500}>
        {t('inventory:campaign.summary', { count: sent, total: result.people.length + result.more })}
      </Text>
      {result.people.length > 0 && (
        <WideTable label={t('inventory:campaign.reportCaption')} minWidth={420}>
          <Table striped withTableBorder>
            <Table.Caption>{t('inventory:campaign.reportCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('inventory:campaign.person')}</Table.Th>
                <Table.Th scope="col">{t('inventory:campaign.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.people.map((entry) => (
                <Table.Tr key={entry.person.id}>
                  <Table.Th scope="row" fw={500}>
                    {entry.person.firstname} {entry.person.lastname} ({entry.person.trigram})
                  </Table.Th>
                  <Table.Td>{outcome(entry)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
      {result.people.length > 0 && (
        <ExportButtons
          table={{
            name: t('inventory:campaign.reportCaption'),
            header: [t('inventory:campaign.person'), t('inventory:campaign.result')],
            rows: result.people.map((entry) => [
              `${entry.person.firstname} ${entry.person.lastname} (${entry.person.trigram})`,
              outcome(entry),
            ]),
          }}
        />
      )}
    </Stack>
  );
}
