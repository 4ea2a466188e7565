import {
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { IdentityProviderUser } from '@highlight/domain/back-office';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { useIdentityUsers } from '../hooks/use-identity-users.ts';
import { RolesDialog } from './RolesDialog.tsx';
import { RetryAlert } from '../../../components/back-office/RetryAlert.tsx';

/** Typing pauses this long (ms) before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * spec §2 change-roles, §6: the superadmin's role management screen. Search identity-provider
 * users by name or email (spec §7 `GET /oidcUsers?q=`), see their roles, and replace them with
 * confirmation (`PATCH /oidcUsers/management-roles/{id}`); at least one role must remain (spec §5).
 * spec §8: a failed lookup shows errorSearchTitle with the error.
 */
export function ChangeRolesPage() {
  const { t } = useTranslation('backOffice');
  const me = useGetMe();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useIdentityUsers(q);
  const [editing, setEditing] = useState<IdentityProviderUser | null>(null);

  let results;
  if (found.isError) {
    results = (
      <RetryAlert
        title={t('changeRoles.errorSearchTitle')}
        onRetry={() => void found.refetch()}
        data-testid="change-roles-error"
      >
        {t('errors:identityUsersLoad')} {found.error.message}
      </RetryAlert>
    );
  } else if (!found.data) {
    results = (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  } else if (found.data.length === 0) {
    results = (
      <Text ta="center" py="xl" data-testid="change-roles-empty">
        {t('changeRoles.empty')}
      </Text>
    );
  } else {
    results = (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('changeRoles.results')}
      >
        {found.data.map((user) => (
          <Paper
            component="li"
            withBorder
            p="sm"
            key={user.id}
            data-testid={`change-roles-user-${user.email}`}
          >
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {user.firstName} {user.lastName}
                  {user.id === me.id && ` ${t('changeRoles.you')}`}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
                <Group gap={6} aria-label={t('changeRoles.currentRoles')}>
                  {user.clientRoles.map((role) => (
                    <Badge key={role.name} variant="outline" color="dark">
                      {t(`roles.${role.name}`)}
                    </Badge>
                  ))}
                </Group>
              </Stack>
              <Button
                variant="light"
                onClick={() => setEditing(user)}
                aria-label={t('changeRoles.editFor', { name: `${user.firstName} ${user.lastName}` })}
                data-testid={`change-roles-edit-${user.email}`}
              >
                {t('changeRoles.edit')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

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
      <TextInput
        type="search"
        label={t('changeRoles.searchLabel')}
        placeholder={t('changeRoles.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="change-roles-search"
      />
      {results}
      <RolesDialog user={editing} isSelf={editing?.id === me.id} onClose={() => setEditing(null)} />
    </Stack>
  );
}
