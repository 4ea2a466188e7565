import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * spec §2 change-roles, §6: the superadmin's role management screen. It replaces, with
 * confirmation, the roles of identity-provider users (spec §7 `GET /oidcUsers`,
 * `PATCH /oidcUsers/management-roles/{id}`); at least one role must remain (spec §5).
 * This is the screen's frame: the search and the role change come with a later issue.
 */
export function ChangeRolesPage() {
  const { t } = useTranslation('backOffice');
  return (
    <Stack gap="md">
      <Title order={1}>{t('changeRoles.title')}</Title>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text>{t('changeRoles.explanation')}</Text>
          <List size="sm">
            <List.Item>{t('changeRoles.rules.search')}</List.Item>
            <List.Item>{t('changeRoles.rules.replace')}</List.Item>
            <List.Item>{t('changeRoles.rules.atLeastOne')}</List.Item>
            <List.Item>{t('changeRoles.rules.confirmation')}</List.Item>
          </List>
        </Stack>
      </Paper>
      <Alert
        color="blue"
        title={t('changeRoles.notYetAvailableTitle')}
        data-testid="change-roles-not-available"
      >
        {t('changeRoles.notYetAvailable')}
      </Alert>
    </Stack>
  );
}
