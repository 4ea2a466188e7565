import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { GRADES } from '@highlight/domain/stars';
import { AVATARS } from '@highlight/domain/user-fields';
import type { Avatar } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { AVATAR_DESCRIPTIONS, AVATAR_NAMES, AvatarImage } from '../../../components/avatar/AvatarImage.tsx';
import { useChooseAvatar } from '../hooks/use-choose-avatar.ts';

/**
 * spec §2 /avatar, spec §9 the four avatars: each shown as it starts (grade 1) and as it grows
 * (grades 2–4). Choosing asks for confirmation, since the choice is final (spec §4).
 */
export function AvatarChoicePage() {
  const { t } = useTranslation();
  const { choose, isPending, chosen } = useChooseAvatar();

  const confirm = (avatar: Avatar) =>
    openConfirmModal({
      title: t('avatarChoice.confirmTitle', { name: t(AVATAR_NAMES[avatar]) }),
      children: <Text size="sm">{t('avatarChoice.final')}</Text>,
      labels: { confirm: t('avatarChoice.confirm'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'avatar-confirm' },
      cancelProps: { 'data-testid': 'avatar-cancel' },
      onConfirm: () => choose(avatar),
    });

  return (
    <Stack gap="lg" data-testid="avatar-choice">
      <Stack gap="xs">
        <Title order={1}>{t('avatarChoice.title')}</Title>
        <Text c="dimmed">{t('avatarChoice.intro')}</Text>
      </Stack>
      <Alert
        color="orange"
        variant="light"
        title={t('avatarChoice.finalTitle')}
        data-testid="avatar-final-warning"
      >
        {t('avatarChoice.final')}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {AVATARS.map((avatar) => (
          <Card key={avatar} data-testid={`avatar-option-${avatar}`}>
            <Stack align="center" gap="sm" h="100%">
              <AvatarImage avatar={avatar} grade={1} size={140} />
              <Group gap={4} justify="center">
                {GRADES.slice(1).map((grade) => (
                  <AvatarImage key={grade} avatar={avatar} grade={grade} size={44} />
                ))}
              </Group>
              <Title order={2} fz="h4" ta="center">
                {t(AVATAR_NAMES[avatar])}
              </Title>
              <Text size="sm" c="dimmed" ta="center" style={{ flexGrow: 1 }}>
                {t(AVATAR_DESCRIPTIONS[avatar])}
              </Text>
              <Button
                fullWidth
                onClick={() => confirm(avatar)}
                loading={isPending && chosen === avatar}
                disabled={isPending && chosen !== avatar}
                data-testid={`avatar-choose-${avatar}`}
              >
                {t('avatarChoice.choose')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
