import { Alert, Badge, Button, Group, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  proposedRequestTitle,
  savedRequestOf,
  understoodOfSaved,
  type ClientRequestSummary,
} from '@highlight/domain/client-requests';
import { CLIENT_REQUEST_TITLE_MAX, TOAST_MS } from '@highlight/domain/constants';
import { formatDate } from '@highlight/domain/intl';
import type { MatchSkill, UnderstoodRequestBody } from '@highlight/domain/matching';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import {
  SAVED_REQUESTS_PAGE_SIZE,
  useDeleteSavedRequest,
  useLoadSavedRequest,
  useSaveRequest,
  useSavedRequests,
} from '../api/saved-requests.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** A saved request loaded into the panel: what it runs with, as HR corrected it. */
export interface SavedRequestRun {
  text: string;
  skills: MatchSkill[];
  /** Its profession and languages, shown as understood (the text is not read again). */
  understood: UnderstoodRequestBody;
}

export interface SavedRequestsProps {
  /** The request's text as the panel's field holds it. */
  text: string;
  /** The text whose understanding `skills` hold; null when HR only picked skills. */
  understoodText: string | null;
  /** The skills as HR corrected them. */
  skills: readonly MatchSkill[];
  /** What the server understood of `understoodText`. */
  understood: UnderstoodRequestBody | undefined;
  /** Loads a saved request into the panel and runs it. */
  onRun: (run: SavedRequestRun) => void;
}

/**
 * Issue #27 §4 "HR can save a request (title, text, understood skills, date) and run it again
 * later; saved requests are the firm's record of demand". Saves the panel's current request — its
 * text, the skills as HR corrected them, the profession and languages understood — under a title
 * proposed from the profession or the text's first line; lists the saved requests newest first,
 * searched by title; runs one again (its text and skills loaded into the panel as saved, the text
 * not read again) or deletes it. A request run again and then corrected is saved over itself, or
 * as a new one.
 *
 * A text typed but not read yet cannot be saved: the skills would be another text's.
 */
export function SavedRequests({ text, understoodText, skills, understood, onRun }: SavedRequestsProps) {
  const { t } = useTranslation('backOffice');
  const locale = useGetLocale();
  const labelOf = useGetLabelOf();
  const listId = useId();
  const pasted = text.trim();
  const readText = understoodText ?? '';
  /** The saved request the panel holds, while it still holds that one. */
  const [loaded, setLoaded] = useState<{ id: string; title: string; text: string } | null>(null);
  const readable = pasted === '' || pasted === readText;
  const current = loaded !== null && loaded.text === readText && readable ? loaded : null;
  const [edited, setEdited] = useState<{ for: string; title: string } | null>(null);
  const proposed = current
    ? current.title
    : proposedRequestTitle(
        readText,
        understood?.jobs[0] ? labelOf('job', understood.jobs[0].id, locale) : null,
      );
  const title = edited?.for === readText ? edited.title : proposed;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const list = useSavedRequests(q, page, open);
  const save = useSaveRequest();
  const load = useLoadSavedRequest();
  const remove = useDeleteSavedRequest();

  const canSave = skills.length > 0 && readable && title.trim() !== '';
  const failed = (titleKey: string) => (error: Error) =>
    notify({ type: 'error', title: t(titleKey), text: t(errorMessageKey(error)), durationMs: TOAST_MS.long });

  const submit = (asNew: boolean) => {
    const body = savedRequestOf(title.trim(), readText, skills, understood);
    save.mutate(
      { ...(current && !asNew ? { id: current.id } : {}), request: body },
      {
        onSuccess: (saved) => {
          notify({
            type: 'success',
            title: t(current && !asNew ? 'clientRequest.savedUpdated' : 'clientRequest.savedDone'),
          });
          setLoaded({ id: saved.id, title: saved.title, text: saved.text });
          setEdited(null);
        },
        onError: failed('clientRequest.savedSaveError'),
      },
    );
  };

  const run = (item: ClientRequestSummary) =>
    load.mutate(item.id, {
      onSuccess: (saved) => {
        setLoaded({ id: saved.id, title: saved.title, text: saved.text });
        setEdited(null);
        onRun({ text: saved.text, skills: saved.skills, understood: understoodOfSaved(saved) });
      },
      onError: failed('clientRequest.savedRunError'),
    });

  const confirmDelete = (item: ClientRequestSummary) =>
    openConfirmModal({
      title: t('clientRequest.savedDeleteConfirmTitle', { title: item.title }),
      children: <Text size="sm">{t('clientRequest.savedDeleteConfirmText')}</Text>,
      labels: { confirm: t('clientRequest.savedDelete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'saved-request-delete-confirm' },
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => {
            notify({ type: 'success', title: t('clientRequest.savedDeleted') });
            if (loaded?.id === item.id) setLoaded(null);
          },
          onError: failed('clientRequest.savedDeleteError'),
        }),
    });

  const skillBadge = (skill: MatchSkill) => {
    const label = labelOf('skill', skill.id, locale);
    return (
      <Badge key={skill.id} variant={skill.required ? 'light' : 'outline'} tt="none">
        {skill.required ? label : t('clientRequest.savedNice', { skill: label })}
      </Badge>
    );
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / SAVED_REQUESTS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="sm" data-testid="saved-requests">
      {skills.length > 0 && (
        <Stack gap={4}>
          {current && (
            <Text size="sm" data-testid="saved-request-current">
              {t('clientRequest.savedCurrent', { title: current.title })}
            </Text>
          )}
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              style={{ flex: '1 1 240px' }}
              label={t('clientRequest.savedTitleLabel')}
              maxLength={CLIENT_REQUEST_TITLE_MAX}
              value={title}
              onChange={(event) => setEdited({ for: readText, title: event.currentTarget.value })}
              data-testid="saved-request-title"
            />
            <Button
              variant="light"
              onClick={() => submit(false)}
              disabled={!canSave}
              loading={save.isPending}
              data-testid="saved-request-save"
            >
              {t(current ? 'clientRequest.savedUpdate' : 'clientRequest.savedSave')}
            </Button>
            {current && (
              <Button
                variant="subtle"
                onClick={() => submit(true)}
                disabled={!canSave}
                data-testid="saved-request-save-new"
              >
                {t('clientRequest.savedSaveAsNew')}
              </Button>
            )}
          </Group>
          {!readable && (
            <Text size="xs" c="dimmed" data-testid="saved-request-read-first">
              {t('clientRequest.savedReadFirst')}
            </Text>
          )}
        </Stack>
      )}

      <Group>
        <Button
          variant="subtle"
          px={0}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          data-testid="saved-requests-toggle"
        >
          {t(open ? 'clientRequest.savedHide' : 'clientRequest.savedShow')}
        </Button>
      </Group>
      <div id={listId}>
        {open && (
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('clientRequest.savedListTitle')}
            </Title>
            <TextInput
              label={t('clientRequest.savedSearch')}
              value={search}
              maxLength={200}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              data-testid="saved-requests-search"
            />
            {list.isError && (
              <Alert color="red" title={t('clientRequest.savedListError')} data-testid="saved-requests-error">
                {t(errorMessageKey(list.error))}
              </Alert>
            )}
            {data && data.items.length === 0 && (
              <Text size="sm" data-testid="saved-requests-empty">
                {t(q === '' ? 'clientRequest.savedEmpty' : 'clientRequest.savedNoMatch')}
              </Text>
            )}
            {data && data.items.length > 0 && (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.items.map((item) => (
                  <Paper key={item.id} component="li" withBorder p="sm" data-testid="saved-request">
                    <Stack gap={6}>
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Stack gap={0}>
                          <Text fw={600}>{item.title}</Text>
                          <Text size="xs" c="dimmed">
                            {item.createdBy
                              ? t('clientRequest.savedMeta', {
                                  date: formatDate(item.createdAt, locale),
                                  author: `${item.createdBy.firstname} ${item.createdBy.lastname}`,
                                })
                              : formatDate(item.createdAt, locale)}
                          </Text>
                        </Stack>
                        <Group gap="xs">
                          <Button
                            size="xs"
                            onClick={() => run(item)}
                            loading={load.isPending && load.variables === item.id}
                            aria-label={t('clientRequest.savedRunLabel', { title: item.title })}
                            data-testid="saved-request-run"
                          >
                            {t('clientRequest.savedRun')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => confirmDelete(item)}
                            aria-label={t('clientRequest.savedDeleteLabel', { title: item.title })}
                            data-testid="saved-request-delete"
                          >
                            {t('clientRequest.savedDelete')}
                          </Button>
                        </Group>
                      </Group>
                      <Group gap={4}>{item.skills.map(skillBadge)}</Group>
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            )}
            {pageCount > 1 && (
              <Pagination
                total={pageCount}
                value={Math.min(page, pageCount)}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`dashboard.pagination.${control}`) })}
              />
            )}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
