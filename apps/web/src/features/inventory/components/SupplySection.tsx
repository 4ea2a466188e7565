/**
 * issue #29 §1 "Supply": per catalogue domain and per skill, the people (employees, applicants,
 * ex-employees apart; by status), their years of use in four ranges, the last year of use and the
 * outdated files (spec §9), filtered by status, role, HR referee and profession as the dashboard
 * filters; each count leads to the dashboard listing those people (`supplyCellFilter`), from the
 * table and from the chart's bars.
 */
import { Checkbox, Group, Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  SUPPLY_GROUPS,
  YEARS_RANGES,
  type SupplyGroup,
  type SupplyQuery,
  type SupplySkill,
} from '@highlight/domain/inventory';
import { dashboardHref, supplyCellFilter, type SupplyCell } from '@highlight/domain/inventory-links';
import { COLLABORATOR_ROLES } from '@highlight/domain/roles';
import { USER_STATUSES } from '@highlight/domain/user-fields';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { referenceQueryOptions } from '../../../api/reference.ts';
import { useGetHumanResources } from '../../../hooks/use-get-human-resources.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { supplyQuery } from '../api/inventory.ts';
import { DataFigure, type FigureCell } from './DataFigure.tsx';
import { InventoryLoadError } from './InventoryLoadError.tsx';
import { SKILL_BARS_MAX_ROWS, SkillBars } from './SkillBars.tsx';

const GROUP_COLORS: Record<SupplyGroup, string> = {
  employee: 'brand.7',
  applicant: 'teal.7',
  exEmployee: 'gray.6',
};

type Filters = Pick<SupplyQuery, 'status' | 'role' | 'referee' | 'jobs'> & { domain: string | null };

export function SupplySection() {
  const { t } = useTranslation(['inventory', 'backOffice']);
  const locale = currentLocale();
  const labelOf = useGetLabelOf();
  const navigate = useNavigate();
  const { data: referees = [] } = useGetHumanResources();
  const [filters, setFilters] = useState<Filters>({
    status: [],
    role: [],
    referee: [],
    jobs: [],
    domain: null,
  });
  const query = { ...filters, domain: filters.domain ?? undefined };
  const { data, isError, refetch } = useQuery(supplyQuery(query));
  const { data: reference } = useQuery(referenceQueryOptions);
  const options = (kind: 'domain' | 'job') =>
    (reference?.items ?? [])
      .filter((item) => item.kind === kind)
      .map((item) => ({ value: item.id, label: locale === 'en' ? item.labelEn : item.labelFr }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));

  const skillLabel = (skill: SupplySkill) => labelOf('skill', skill.skill, locale);
  const link = (skill: string | undefined, cell: SupplyCell) => {
    const filter = supplyCellFilter(filters, skill, cell);
    return filter && dashboardHref(filter);
  };
  const count = (value: number, skill: string, cell: SupplyCell, what: string): FigureCell => {
    const href = value > 0 ? link(skill, cell) : null;
    return {
      value,
      ...(href
        ? {
            href,
            label: t('inventory:supply.cellLink', {
              skill: labelOf('skill', skill, locale),
              what,
              count: value,
            }),
          }
        : {}),
    };
  };

  const skills = useMemo(() => data?.skills ?? [], [data]);
  const groupName = (group: SupplyGroup) => t(`inventory:groups.${group}`);
  const rows = skills.map((skill): FigureCell[] => {
    const last = skill.lastUsed.find((entry) => entry.year !== null);
    return [
      { value: skillLabel(skill) },
      count(skill.people, skill.skill, {}, t('inventory:supply.everyone')),
      ...SUPPLY_GROUPS.map((group) => count(skill.groups[group], skill.skill, { group }, groupName(group))),
      ...USER_STATUSES.map((status) =>
        count(skill.statuses[status], skill.skill, { status }, t(`backOffice:status.${status}`)),
      ),
      ...YEARS_RANGES.map((range) => ({ value: skill.years[range] })),
      { value: last?.year ?? null },
      {
        ...count(skill.outdated, skill.skill, { outdated: true }, t('inventory:supply.outdated')),
        text: t('inventory:supply.outdatedShare', {
          count: skill.outdated,
          share: skill.people === 0 ? 0 : Math.round((skill.outdated / skill.people) * 100),
        }),
      },
    ];
  });
  const header = [
    t('inventory:supply.skill'),
    t('inventory:supply.people'),
    ...SUPPLY_GROUPS.map(groupName),
    ...USER_STATUSES.map((status) => t(`backOffice:status.${status}`)),
    ...YEARS_RANGES.map((range) => t(`inventory:years.${range}`)),
    t('inventory:supply.lastUsed'),
    t('inventory:supply.outdated'),
  ];
  const chartData = useMemo(
    () =>
      skills.slice(0, SKILL_BARS_MAX_ROWS).map((skill) => ({
        id: skill.skill,
        label: labelOf('skill', skill.skill, locale),
        ...skill.groups,
      })),
    [skills, labelOf, locale],
  );
  const top = skills[0];
  const summary = top
    ? t('inventory:supply.summary', {
        count: skills.length + (data?.more ?? 0),
        top: skillLabel(top),
        people: top.people,
        employee: top.groups.employee,
        applicant: top.groups.applicant,
        exEmployee: top.groups.exEmployee,
        outdated: top.outdated,
      })
    : t('inventory:supply.none');

  const domainRows = (data?.domains ?? []).map((domain): FigureCell[] => [
    { value: labelOf('domain', domain.domain, locale) },
    { value: domain.people },
    ...SUPPLY_GROUPS.map((group) => ({ value: domain.groups[group] })),
    { value: domain.outdated },
  ]);

  const toggle = <T extends string>(key: 'status' | 'role', values: T[]) =>
    setFilters((previous) => ({ ...previous, [key]: values }));

  if (isError) {
    return <InventoryLoadError onRetry={() => void refetch()} />;
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="supply-filters">
        <Checkbox.Group
          label={t('inventory:filters.status')}
          value={filters.status}
          onChange={(values) => toggle('status', values)}
        >
          <Group gap="sm" mt={4}>
            {USER_STATUSES.map((status) => (
              <Checkbox key={status} value={status} label={t(`backOffice:status.${status}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('inventory:filters.role')}
          value={filters.role}
          onChange={(values) => toggle('role', values)}
        >
          <Group gap="sm" mt={4}>
            {COLLABORATOR_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`backOffice:roles.${role}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label={t('inventory:filters.referee')}
          placeholder={t('inventory:filters.anyone')}
          clearable
          value={filters.referee[0] ?? null}
          onChange={(value) => setFilters((previous) => ({ ...previous, referee: value ? [value] : [] }))}
          data={[
            { value: 'none', label: t('inventory:filters.noReferee') },
            ...referees.map((referee) => ({
              value: referee.id,
              label: `${referee.firstname} ${referee.lastname}`,
            })),
          ]}
        />
        <Select
          label={t('inventory:filters.profession')}
          placeholder={t('inventory:filters.anyone')}
          clearable
          searchable
          value={filters.jobs[0] ?? null}
          onChange={(value) => setFilters((previous) => ({ ...previous, jobs: value ? [value] : [] }))}
          data={options('job')}
        />
        <Select
          label={t('inventory:filters.domain')}
          placeholder={t('inventory:filters.allDomains')}
          clearable
          searchable
          value={filters.domain}
          onChange={(value) => setFilters((previous) => ({ ...previous, domain: value }))}
          data={options('domain')}
        />
      </SimpleGrid>
      <DataFigure
        data-testid="supply-skills"
        title={t('inventory:supply.title')}
        summary={summary}
        empty={t('inventory:supply.none')}
        header={header}
        numeric={header.map((_, index) => index).slice(1)}
        rows={rows}
        chart={
          <SkillBars
            data={chartData}
            dataKey="label"
            type="stacked"
            series={SUPPLY_GROUPS.map((group) => ({
              name: group,
              label: groupName(group),
              color: GROUP_COLORS[group],
            }))}
            barProps={(series) => ({
              cursor: 'pointer',
              onClick: (entry: { payload?: { id?: string } }) => {
                const href =
                  entry.payload?.id && link(entry.payload.id, { group: series.name as SupplyGroup });
                if (href) void navigate(href);
              },
            })}
          />
        }
      />
      <DataFigure
        data-testid="supply-domains"
        title={t('inventory:supply.domainsTitle')}
        summary={t('inventory:supply.domainsSummary', { count: domainRows.length })}
        empty={t('inventory:supply.none')}
        header={[
          t('inventory:filters.domain'),
          t('inventory:supply.people'),
          ...SUPPLY_GROUPS.map(groupName),
          t('inventory:supply.outdated'),
        ]}
        numeric={[1, 2, 3, 4, 5]}
        rows={domainRows}
      />
    </>
  );
}
