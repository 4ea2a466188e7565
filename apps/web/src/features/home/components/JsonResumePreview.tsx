import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { leftOutLabel, type JsonResumeImport } from '@highlight/domain/json-resume';
import { useTranslation } from 'react-i18next';
// The rest of Mantine's styles, not loaded with the first screen (issue #11 §6).
import '../../../app/mantine-more.css';

/**
 * The preview of a JSON Resume import (issue #8 §11): what will be filled, what was skipped or
 * adjusted and why, every field and section of the file left out of the skills file (issue #26
 * §17: address, profiles, work descriptions, skill levels, courses, sections with no place…; the
 * summary is read since issue #28 §2), which sections of the current file would be replaced (applying then needs the tick).
 * A file that fills nothing says so and cannot be applied. Loaded when a file has been read, not
 * with Home (issue #11 §6).
 */
export default function JsonResumePreview({
  preview,
  replaceConfirmed,
  onReplaceConfirmed,
  saving,
  saveError,
  onCancel,
  onApply,
}: {
  preview: JsonResumeImport;
  replaceConfirmed: boolean;
  onReplaceConfirmed: (confirmed: boolean) => void;
  saving: boolean;
  saveError: string | null;
  onCancel: () => void;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const { report } = preview;
  // issue #26 §17: nothing to fill, nothing to apply (the API would write nothing either).
  const fillsNothing =
    !report.desiredPosition &&
    !report.summary &&
    report.jobs +
      report.experiences +
      report.diplomas +
      report.certifications +
      report.skills.catalogue +
      report.skills.custom +
      report.softSkills +
      report.languages ===
      0;
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('jsonImport.previewTitle')}
      size="lg"
      data-testid="json-import-preview"
    >
      {
        <Stack gap="sm">
          <Text>{t('jsonImport.willFill')}</Text>
          <List spacing={4} data-testid="json-import-counts">
            {report.desiredPosition && <List.Item>{t('jsonImport.counts.desiredPosition')}</List.Item>}
            {report.summary && <List.Item>{t('jsonImport.counts.summary')}</List.Item>}
            <List.Item>{t('jsonImport.counts.jobs', { count: report.jobs })}</List.Item>
            <List.Item>
              {t('jsonImport.counts.skills', {
                catalogue: report.skills.catalogue,
                custom: report.skills.custom,
              })}
            </List.Item>
            <List.Item>{t('jsonImport.counts.softSkills', { count: report.softSkills })}</List.Item>
            <List.Item>
              {t('jsonImport.counts.experiences', { count: report.experiences, projects: report.projects })}
            </List.Item>
            <List.Item>
              {t('jsonImport.counts.diplomas', {
                count: report.diplomas,
                certifications: report.certifications,
              })}
            </List.Item>
            <List.Item>{t('jsonImport.counts.languages', { count: report.languages })}</List.Item>
          </List>
          {report.skipped.length + report.adjusted.length > 0 && (
            <Alert color="orange" title={t('jsonImport.notesTitle')} data-testid="json-import-notes">
              <List size="sm" spacing={2}>
                {[...report.skipped, ...report.adjusted].map((note, index) => (
                  <List.Item key={index}>
                    {note.label ? `${note.label} — ` : ''}
                    {t(note.reason.replace(/^jsonResume\./, 'jsonResume:'))}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {report.leftOut.length > 0 && (
            <Alert color="gray" title={t('jsonImport.leftOutTitle')} data-testid="json-import-left-out">
              <List size="sm" spacing={2}>
                {report.leftOut.map(({ path, count }) => {
                  const { key, values } = leftOutLabel(path, count);
                  return (
                    <List.Item key={path}>{t(key.replace(/^jsonResume\./, 'jsonResume:'), values)}</List.Item>
                  );
                })}
              </List>
            </Alert>
          )}
          {fillsNothing && (
            <Alert color="orange" data-testid="json-import-nothing">
              {t('jsonImport.nothingToImport')}
            </Alert>
          )}
          {report.replaces.length > 0 && (
            <Alert
              color="red"
              variant="light"
              title={t('jsonImport.replacesTitle')}
              data-testid="json-import-replaces"
            >
              <Text size="sm" mb="xs">
                {report.replaces.map((section) => t(`jsonImport.sections.${section}`)).join(', ')}
              </Text>
              <Checkbox
                label={t('jsonImport.confirmReplace')}
                checked={replaceConfirmed}
                onChange={(event) => onReplaceConfirmed(event.currentTarget.checked)}
                data-testid="json-import-confirm-replace"
              />
            </Alert>
          )}
          {saveError && (
            <Alert color="red" role="alert" data-testid="json-import-save-error">
              {saveError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('jsonImport.cancel')}
            </Button>
            <Button
              onClick={onApply}
              loading={saving}
              disabled={fillsNothing || (report.replaces.length > 0 && !replaceConfirmed)}
              data-testid="json-import-apply"
            >
              {t('jsonImport.apply')}
            </Button>
          </Group>
        </Stack>
      }
    </Modal>
  );
}
