import { Alert, Button, Card, FileButton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JSON_RESUME_IMPORT_MAX_BYTES } from '@highlight/domain/constants';
import type { JsonResumeImport } from '@highlight/domain/json-resume';
import type { UserWithResume } from '@highlight/domain/user';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { referenceQueryOptions } from '../../../api/reference.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';

const JsonResumePreview = lazy(() => import('./JsonResumePreview.tsx'));

/** The text of a picked file (FileReader: supported by every browser the app targets). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file, 'utf-8');
  });
}

/**
 * Home's JSON Resume import (issue #8 §11; docs/json-resume.md): the collaborator picks a
 * `resume.json`; it is read and mapped in the browser (size bound, JSON, JSON Resume schema, then
 * skills and languages matched with the catalogue), and a preview says what will be filled, what
 * was left out and why, and which sections of the current file would be replaced. Nothing is
 * saved until they confirm, and replacing anything needs an explicit tick. An invalid file gets
 * its error and stores nothing; the server checks every rule again on save.
 */
export function JsonResumeImport() {
  const { t } = useTranslation();
  const me = useGetMe();
  const locale = useGetLocale();
  const queryClient = useQueryClient();
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<JsonResumeImport | null>(null);
  const [replaceConfirmed, setReplaceConfirmed] = useState(false);

  const save = useMutation({
    mutationFn: async (imported: JsonResumeImport) => {
      const { saveImportedResume } = await import('../api/save-imported-resume.ts');
      return saveImportedResume(me.id, imported.resume, me.resume.version);
    },
    onSuccess: (resume) => {
      queryClient.setQueryData<UserWithResume>(ME_QUERY_KEY, (previous) =>
        previous ? { ...previous, resume } : previous,
      );
      setPreview(null);
      notify({ type: 'success', title: t('jsonImport.done') });
    },
  });

  async function read(file: File | null): Promise<void> {
    setFileError(null);
    if (!file) return;
    if (file.size > JSON_RESUME_IMPORT_MAX_BYTES) {
      setFileError(t('jsonResume:errors.tooLarge'));
      return;
    }
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setFileError(t('jsonResume:errors.invalidJson'));
      return;
    }
    // The JSON Resume schema and the mapping (jsonschema, zod) load when a file is picked, not
    // with Home (issue #11 §6); the catalogue comes with them.
    const [{ parseJsonResume, fromJsonResume }, catalogue] = await Promise.all([
      import('@highlight/domain/json-resume'),
      queryClient.fetchQuery(referenceQueryOptions).then((response) => response.items),
    ]);
    const parsed = parseJsonResume(text);
    if (!parsed.ok) {
      setFileError(t(`jsonResume:errors.${parsed.error}`));
      return;
    }
    save.reset();
    setReplaceConfirmed(false);
    setPreview(fromJsonResume(parsed.document, catalogue, me.resume, { locale }));
  }

  const saveError =
    save.error instanceof ApiError && save.error.code === 'RESUME_VERSION_CONFLICT'
      ? t('errors:resumeConflict')
      : save.error
        ? [
            t('errors:resumeSave'),
            ...(save.error instanceof ApiError ? save.error.details.map((d) => d.message) : []),
          ].join(' ')
        : null;

  return (
    <Card data-testid="home-json-import">
      <Stack h="100%" justify="space-between">
        <div>
          <Title order={2} fz="h4">
            {t('jsonImport.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('jsonImport.text')}
          </Text>
        </div>
        {fileError && (
          <Alert color="red" role="alert" data-testid="json-import-error">
            {fileError}
          </Alert>
        )}
        <FileButton onChange={(file) => void read(file)} accept="application/json,.json">
          {(props) => (
            <Button variant="light" {...props} data-testid="json-import-pick">
              {t('jsonImport.pick')}
            </Button>
          )}
        </FileButton>
      </Stack>

      {preview && (
        <Suspense fallback={null}>
          <JsonResumePreview
            preview={preview}
            replaceConfirmed={replaceConfirmed}
            onReplaceConfirmed={setReplaceConfirmed}
            saving={save.isPending}
            saveError={saveError}
            onCancel={() => setPreview(null)}
            onApply={() => save.mutate(preview)}
          />
        </Suspense>
      )}
    </Card>
  );
}
