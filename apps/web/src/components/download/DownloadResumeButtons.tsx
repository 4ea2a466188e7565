import { Button, Group, VisuallyHidden } from '@mantine/core';
import type { DocumentFormat } from '@highlight/domain/documents';
import { useTranslation } from 'react-i18next';
import { useDownloadResume } from '../../hooks/use-download-resume.ts';
import { useDocumentLanguage } from '../../hooks/use-document-language.ts';
import { DocumentLanguagePicker } from './DocumentLanguagePicker.tsx';

/**
 * The download buttons of a skills file (issue #8 §10): PDF and DOCX, plus JSON Resume when
 * `withJsonResume`. A button shows its pending state while its file is being produced (the
 * others stay usable); a live region tells screen readers (spec §4 download states). Home,
 * `/visualisation` and look-at-user use it; `anonymised` and `focus` are for the back office.
 * The documents' language is chosen beside them (FR or EN, remembered for the session; issue #26
 * §27), the interface's until then.
 */
export function DownloadResumeButtons({
  userId,
  testIdPrefix,
  withJsonResume = false,
  anonymised = false,
  focus = [],
}: {
  userId: string;
  testIdPrefix: string;
  withJsonResume?: boolean;
  anonymised?: boolean;
  focus?: string[];
}) {
  const { t } = useTranslation();
  const download = useDownloadResume();
  const [lang, setLang] = useDocumentLanguage();
  const formats: DocumentFormat[] = withJsonResume ? ['pdf', 'docx', 'json-resume'] : ['pdf', 'docx'];
  const pendingFormat = download.isPending ? download.variables.format : null;

  return (
    <Group gap="xs" wrap="wrap">
      {formats.map((format, index) => (
        <Button
          key={format}
          variant={index === 0 ? 'filled' : 'light'}
          loading={pendingFormat === format}
          onClick={() => download.mutate({ userId, format, anonymised, focus, lang })}
          data-testid={`${testIdPrefix}-${format}`}
        >
          {t(`download.actions.${format}`)}
        </Button>
      ))}
      <DocumentLanguagePicker value={lang} onChange={setLang} testId={`${testIdPrefix}-language`} />
      <VisuallyHidden role="status" aria-live="polite">
        {pendingFormat ? t('download.pending', { format: t(`download.formats.${pendingFormat}`) }) : ''}
      </VisuallyHidden>
    </Group>
  );
}
