import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { NotificationsHost } from './NotificationsHost.tsx';

describe('NotificationsHost (spec §2 notifications; issue #11 §6)', () => {
  it('loads no container before the first notification, then shows it bottom right', async () => {
    render(
      <MantineProvider env="test">
        <NotificationsHost />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    notify({ type: 'error', title: 'Une erreur est survenue lors de la sauvegarde.' });

    expect(await screen.findByText('Une erreur est survenue lors de la sauvegarde.')).toBeTruthy();
    const shown = screen.getByText('Une erreur est survenue lors de la sauvegarde.');
    expect(shown.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-right');
  });
});
