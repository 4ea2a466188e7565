import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REMINDER_COMMENT_MAX } from '@highlight/domain/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacterCounter } from '../form/CharacterCounter.tsx';

interface Person {
  email: string;
  firstname: string;
  lastname: string;
}

/**
 * spec §7 send-reminder: asks one person (look-at-user) or a selection (dashboard) to update
 * their file, with an optional comment of at most `REMINDER_COMMENT_MAX` characters, sent by mail
 * in each person's own language. The caller sends (`onSend`) and closes it once sent; the comment
 * stays while a failed send can be tried again.
 */
export function UpdateRequestDialog({
  people,
  opened,
  sending,
  onSend,
  onClose,
}: {
  people: readonly Person[];
  opened: boolean;
  sending: boolean;
  onSend: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backOffice');
  const [comment, setComment] = useState('');
  // Each request starts blank; a failed send keeps the comment until the dialog closes.
  useEffect(() => {
    if (opened) setComment('');
  }, [opened]);
  const close = onClose;
  const tooLong = comment.trim().length > REMINDER_COMMENT_MAX;
  const [first] = people;
  const name = first ? `${first.firstname} ${first.lastname}` : '';
  const title =
    people.length === 1
      ? t('actions.reminderTitle', { name })
      : t('actions.reminderTitleMany', { count: people.length });
  const text =
    people.length === 1
      ? t('actions.reminderText', { name, email: first?.email ?? '' })
      : t('actions.reminderTextMany', { count: people.length });

  return (
    <Modal opened={opened} onClose={close} title={title}>
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        <div>
          <Textarea
            label={t('actions.reminderComment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={8}
            error={tooLong ? t('validation:reminderCommentTooLong') : undefined}
            data-testid="user-reminder-comment"
          />
          <CharacterCounter value={comment} max={REMINDER_COMMENT_MAX} testId="user-reminder-counter" />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={() => onSend(comment)}
            loading={sending}
            disabled={tooLong}
            data-testid="user-reminder-send"
          >
            {t('actions.reminderSend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
