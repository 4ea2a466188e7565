/**
 * issue #29 §5 "Tender grid": HR picks a saved client request; the people who answer it best are
 * proposed (the matching of issue #27, active people), the first ten ticked, up to spec §9's 50;
 * the grid of the request's requirements × those people shows on screen (held, years, last used,
 * where) and downloads as XLSX, or as one ZIP with each person's file tailored to the request.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { SELECTION_LIMIT } from '@highlight/domain/constants';
import type { ClientRequestPage, ClientRequest } from '@highlight/domain/client-requests';
import { yearsOfUse, type TenderCell, type TenderGrid } from '@highlight/domain/tender-grid';
import { formatNumber } from '@highlight/domain/intl';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { apiFetch } from '../../../lib/api.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { ExportButtons, WideTable } from './DataFigure.tsx';
import { downloadTenderGrid, proposedPeople, tenderGrid } from '../api/inventory.ts';

/** People ticked at first among those proposed. */
const FIRST_TICKED = 10;

export function TenderGridSection() {
  const { t } = useTranslation('inventory');
  const headingId = useId();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [anonymised, setAnonymised] = useState(false);
  const requests = useQuery({
    queryKey: ['client-requests', 'list', '', 'tender'],
    queryFn: ({ signal }) => apiFetch<ClientRequestPage>('/client-requests?pageSize=100', { signal }),
  });
  const saved = useQuery({
    queryKey: ['client-requests', 'one', requestId],
    queryFn: () => apiFetch<ClientRequest>(`/client-requests/${encodeURIComponent(requestId!)}`),
    enabled: requestId !== null,
  });
  const proposed = useQuery({
    queryKey: ['inventory', 'tender-people', requestId, saved.data?.updatedAt],
    queryFn: ({ signal }) => proposedPeople(saved.data!.skills, signal),
    enabled: saved.data !== undefined,
  });
  useEffect(() => {
    setTicked((proposed.data?.results ?? []).slice(0, FIRST_TICKED).map((result) => result.userId));
  }, [proposed.data]);
  const grid = useMutation({ mutationFn: () => tenderGrid({ request: requestId!, people: ticked }) });
  const download = useMutation({
    mutationFn: (kind: 'xlsx' | 'zip') =>
      downloadTenderGrid(kind, { request: requestId!, people: ticked, anonymised, format: 'pdf' }),
  });
  const results = proposed.data?.results ?? [];
  const full = ticked.length >= SELECTION_LIMIT;
  const ready = requestId !== null && ticked.length > 0;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" data-testid="tender">
      <Title order={2} size="h3" id={headingId}>
        {t('tender.title')}
      </Title>
      <Text size="sm">{t('tender.intro', { max: SELECTION_LIMIT })}</Text>
      <Select
        label={t('tender.request')}
        placeholder={t('tender.pickRequest')}
        searchable
        nothingFoundMessage={t('tender.noRequest')}
        value={requestId}
        onChange={(value) => {
          setRequestId(value);
          grid.reset();
        }}
        data={(requests.data?.items ?? []).map((request) => ({ value: request.id, label: request.title }))}
        data-testid="tender-request"
      />
      {proposed.isLoading && <Text size="sm">{t('tender.proposing')}</Text>}
      {requestId !== null && proposed.data && (
        <Checkbox.Group
          label={t('tender.people', { count: ticked.length, max: SELECTION_LIMIT })}
          value={ticked}
          onChange={setTicked}
        >
          {results.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tender.nobody')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={280} type="auto" mt="xs">
              <Stack gap={6} data-testid="tender-people">
                {results.map((result) => (
                  <Checkbox
                    key={result.userId}
                    value={result.userId}
                    disabled={full && !ticked.includes(result.userId)}
                    label={t('tender.candidate', {
                      name: `${result.user.firstname} ${result.user.lastname}`,
                      score: result.score,
                    })}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Checkbox.Group>
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          onClick={() => grid.mutate()}
          disabled={!ready}
          loading={grid.isPending}
          data-testid="tender-show"
        >
          {t('tender.show')}
        </Button>
        <Checkbox
          label={t('tender.anonymised')}
          checked={anonymised}
          onChange={(event) => setAnonymised(event.currentTarget.checked)}
        />
        <Button
          variant="default"
          disabled={!ready}
          loading={download.isPending && download.variables === 'xlsx'}
          onClick={() => download.mutate('xlsx')}
          data-testid="tender-xlsx"
        >
          {t('tender.xlsx')}
        </Button>
        <Button
          variant="default"
          disabled={!ready}
          loading={download.isPending && download.variables === 'zip'}
          onClick={() => download.mutate('zip')}
          data-testid="tender-zip"
        >
          {t('tender.zip')}
        </Button>
      </Group>
      {(grid.isError || download.isError) && (
        <Alert color="red" role="alert">
          {t(errorMessageKey(grid.error ?? download.error))}
        </Alert>
      )}
      {grid.data && <GridTable grid={grid.data} />}
    </Stack>
  );
}

/** The grid on screen: a row per person, a column per requirement, the required ones met last. */
function GridTable({ grid }: { grid: TenderGrid }) {
  const { t } = useTranslation('inventory');
  const locale = currentLocale();
  const labelOf = useGetLabelOf();
  const cellText = (cell: TenderCell) => {
    if (!cell.held) return t('tender.notHeld');
    const when = cell.ongoing ? t('tender.ongoing') : cell.lastYear === null ? null : String(cell.lastYear);
    const years =
      cell.months > 0
        ? t('tender.years', {
            count: yearsOfUse(cell.months),
            years: formatNumber(yearsOfUse(cell.months), locale),
          })
        : t('tender.listed');
    return when ? `${years} · ${when}` : years;
  };
  const where = (cell: TenderCell) =>
    cell.places.map((place) => place.corporation || t('tender.personalProject')).join(', ');
  const exported = {
    name: t('tender.caption', { title: grid.request.title }),
    header: [
      t('tender.person'),
      ...grid.requirements.map((requirement) => labelOf('skill', requirement.id, locale)),
      t('tender.requiredMet'),
    ],
    rows: grid.rows.map((row) => [
      `${row.person.firstname} ${row.person.lastname}`,
      ...row.cells.map(cellText),
      `${row.requiredMet} / ${grid.required}`,
    ]),
  };
  return (
    <>
      <WideTable
        label={t('tender.caption', { title: grid.request.title })}
        minWidth={200 + grid.requirements.length * 130}
      >
        <Table withTableBorder withColumnBorders data-testid="tender-grid">
          <Table.Caption>{t('tender.caption', { title: grid.request.title })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('tender.person')}</Table.Th>
              {grid.requirements.map((requirement) => (
                <Table.Th key={requirement.id} scope="col">
                  {labelOf('skill', requirement.id, locale)}
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {requirement.required ? t('tender.required') : t('tender.nice')}
                    {requirement.minYears
                      ? ` · ${t('tender.minYears', { count: requirement.minYears })}`
                      : ''}
                  </Text>
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('tender.requiredMet')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.rows.map((row) => (
              <Table.Tr key={row.person.id}>
                <Table.Th scope="row" fw={500}>
                  {row.person.firstname} {row.person.lastname}
                </Table.Th>
                {row.cells.map((cell, index) => (
                  <Table.Td
                    key={grid.requirements[index]!.id}
                    // The hidden words below are absolutely placed: inside the cell, not past the
                    // table's scroll (which would widen the page on a phone).
                    pos="relative"
                    bg={
                      cell.meetsYears
                        ? 'var(--mantine-color-teal-light)'
                        : cell.held
                          ? 'var(--mantine-color-yellow-light)'
                          : undefined
                    }
                  >
                    <Text size="sm">{cellText(cell)}</Text>
                    {cell.places.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {where(cell)}
                      </Text>
                    )}
                    <VisuallyHidden>
                      {cell.meetsYears ? t('tender.met') : cell.held ? t('tender.short') : ''}
                    </VisuallyHidden>
                  </Table.Td>
                ))}
                <Table.Td>
                  {row.requiredMet} / {grid.required}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
      <ExportButtons table={exported} />
    </>
  );
}
