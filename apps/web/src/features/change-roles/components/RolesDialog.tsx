import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { IdentityProviderUser } from '@highlight/domain/back-office';
import { ROLES, type Role } from '@highlight/domain/roles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplaceRoles } from '../hooks/use-identity-users.ts';

/**
 * spec §4, §5, §6: replaces a user's roles wholesale, in two steps — choose the roles (at least
 * one must remain; a superadmin keeps their own superadmin role), then confirm the change, shown
 * as before and after. Closing at any step changes nothing.
 */
export function RolesDialog({
  user,
  isSelf,
  onClose,
}: {
  user: IdentityProviderUser | null;
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('backOffice');
  const [roles, setRoles] = useState<Role[]>([]);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const replace = useReplaceRoles(onClose);
  useEffect(() => {
    setRoles(user ? user.clientRoles.map((role) => role.name) : []);
    setStep('choose');
    replace.reset();
    // A new user to edit starts from their current roles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const before = user ? user.clientRoles.map((role) => role.name) : [];
  const ordered = ROLES.filter((role) => roles.includes(role));
  const unchanged = ordered.length === before.length && ordered.every((role) => before.includes(role));
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const list = (values: readonly Role[]) => values.map((role) => t(`roles.${role}`)).join(', ');

  return (
    <Modal opened={user !== null} onClose={onClose} title={t('changeRoles.dialogTitle', { name })}>
      {step === 'choose' ? (
        <Stack gap="sm">
          <Checkbox.Group
            label={t('changeRoles.rolesLabel', { name })}
            value={roles}
            onChange={setRoles}
            error={roles.length === 0 ? t('validation:atLeastOneRole') : undefined}
          >
            <Stack gap="xs" mt="xs">
              {ROLES.map((role) => (
                <Checkbox
                  key={role}
                  value={role}
                  label={t(`roles.${role}`)}
                  disabled={isSelf && role === 'superadmin'}
                  description={
                    isSelf && role === 'superadmin' ? t('errors:cannotDropOwnSuperadmin') : undefined
                  }
                  data-testid={`change-roles-role-${role}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('changeRoles.cancel')}
            </Button>
            <Button
              onClick={() => setStep('confirm')}
              disabled={roles.length === 0 || unchanged}
              data-testid="change-roles-continue"
            >
              {t('changeRoles.continue')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>{t('changeRoles.confirmText', { name })}</Text>
          <Alert color="blue" data-testid="change-roles-summary">
            <Text size="sm">{t('changeRoles.before', { roles: list(before) })}</Text>
            <Text size="sm" fw={600}>
              {t('changeRoles.after', { roles: list(ordered) })}
            </Text>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('choose')} disabled={replace.isPending}>
              {t('changeRoles.back')}
            </Button>
            <Button
              onClick={() => user && replace.mutate({ user, roles: ordered })}
              loading={replace.isPending}
              data-testid="change-roles-confirm"
            >
              {t('changeRoles.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
