import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The messages of a refused custom domain, per field (undefined: accepted). */
export interface CustomDomainErrors {
  name?: string;
  skill?: string;
}

/**
 * Creates a custom domain of mission 3 together with its first skill: a custom domain holds at
 * least one skill and is deleted with its last one (spec §5), so it never exists empty.
 * `onSubmit` answers the messages of what it refused (spec §5: must not already exist).
 */
export function CustomDomainForm({
  initialName,
  onSubmit,
  onCancel,
}: {
  initialName: string;
  onSubmit: (name: string, skill: string) => CustomDomainErrors;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [skill, setSkill] = useState('');
  const [errors, setErrors] = useState<CustomDomainErrors>({});

  const create = () => setErrors(onSubmit(name, skill));
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    create();
  };

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="technical-skills-custom-domain">
      <Stack gap="sm">
        <div>
          <Title order={4} fz="sm">
            {t('missions:technicalSkills.customDomainTitle')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('missions:technicalSkills.customDomainHint')}
          </Text>
        </div>
        <Group grow align="flex-start">
          <TextInput
            label={t('missions:technicalSkills.customDomainName')}
            withAsterisk
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({ ...errors, name: undefined });
            }}
            onKeyDown={onEnter}
            data-testid="technical-skills-custom-domain-name"
          />
          <TextInput
            label={t('missions:technicalSkills.customDomainFirstSkill')}
            withAsterisk
            autoFocus
            value={skill}
            error={errors.skill}
            onChange={(event) => {
              setSkill(event.currentTarget.value);
              setErrors({ ...errors, skill: undefined });
            }}
            onKeyDown={onEnter}
            data-testid="technical-skills-custom-domain-skill"
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} data-testid="technical-skills-custom-domain-cancel">
            {t('missions:common.cancel')}
          </Button>
          <Button onClick={create} data-testid="technical-skills-custom-domain-submit">
            {t('missions:technicalSkills.createDomainSubmit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
