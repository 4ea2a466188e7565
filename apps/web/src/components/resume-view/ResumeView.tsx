import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import type { LabelOf } from '@highlight/domain/reference';
import type { ResumeBody } from '@highlight/domain/resume';
import type { User } from '@highlight/domain/user';
import {
  DiplomasSection,
  ExperiencesSection,
  JobsSection,
  LanguagesSection,
  SoftSkillsSection,
  TechnicalSkillsSection,
  useDocumentT,
} from './ResumeSections.tsx';

export interface ResumeViewProps {
  /** The owner's identity (spec §3 User): names, trigram, contact details. */
  user: Pick<User, 'firstname' | 'lastname' | 'trigram' | 'email' | 'phoneNumber'>;
  /** The skills file; a `Resume` from the API fits. */
  resume: ResumeBody;
  /** Labels of catalogue entries, e.g. `makeLabelOf(reference.items)`. */
  labelOf: LabelOf;
  /** The document's language (headings, labels, dates). */
  locale: Locale;
}

/**
 * spec §2 "/visualisation: user resume" — the skills file rendered as a document: identity and
 * trigram, desired position, professions with experience time, technical skills by domain,
 * functional skills, experiences (sorted per spec §4) with their projects, diplomas and
 * certifications, languages with level or score. Shared with the back office (look-at-user).
 */
export function ResumeView({ user, resume, labelOf, locale }: ResumeViewProps) {
  const t = useDocumentT(locale);
  const sectionProps = { resume, labelOf, locale };
  return (
    <Paper
      withBorder
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
      w="100%"
      maw={900}
      mx="auto"
      data-testid="resume-view"
      lang={locale}
    >
      <Group justify="space-between" align="flex-start" mb="lg" data-testid="resume-identity">
        <Box>
          <Title order={2}>
            {user.firstname} {user.lastname.toLocaleUpperCase(locale)}
          </Title>
          <Text fz="lg" c="brand.7" fw={600} data-testid="resume-desired-position">
            {resume.desiredPosition !== '' ? resume.desiredPosition : t('resume.noDesiredPosition')}
          </Text>
          <Text size="sm" c="dimmed">
            {user.email}
            {user.email !== '' && user.phoneNumber !== '' && ' · '}
            {/* issue #26 §19: a phone number is never cut at the end of a line. */}
            {user.phoneNumber !== '' && <span style={{ whiteSpace: 'nowrap' }}>{user.phoneNumber}</span>}
          </Text>
        </Box>
        <Stack gap={2} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('resume.trigram')}
          </Text>
          <Badge size="xl" variant="filled" radius="sm" data-testid="resume-trigram">
            {user.trigram}
          </Badge>
        </Stack>
      </Group>
      <Stack gap="xl">
        <JobsSection {...sectionProps} />
        <TechnicalSkillsSection {...sectionProps} />
        <SoftSkillsSection {...sectionProps} />
        <ExperiencesSection {...sectionProps} />
        <DiplomasSection {...sectionProps} />
        <LanguagesSection {...sectionProps} />
      </Stack>
    </Paper>
  );
}
