import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** spec §2 "any other path: 404 page with a back link". */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" data-testid="not-found">
        <Title order={1} fz={72} c="dimmed">
          404
        </Title>
        <Title order={2}>{t('notFound.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to="/" data-testid="not-found-back">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
