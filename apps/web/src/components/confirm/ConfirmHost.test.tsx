import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openConfirmModal } from './confirm.ts';
import { ConfirmHost } from './ConfirmHost.tsx';

function renderHost() {
  return render(
    <MantineProvider env="test">
      <ConfirmHost />
    </MantineProvider>,
  );
}

describe('openConfirmModal (issue #11 §6: the dialogs load with the first one)', () => {
  it('renders no dialog code until one is asked for', () => {
    renderHost();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('opens a dialog asked for before its code is there, and confirms once', async () => {
    const view = renderHost();
    const onConfirm = vi.fn();
    openConfirmModal({
      title: 'Supprimer cette expérience\u202f?',
      labels: { confirm: 'Supprimer', cancel: 'Annuler' },
      confirmProps: { 'data-testid': 'test-confirm' },
      onConfirm,
    });
    expect(await screen.findByRole('dialog', { name: 'Supprimer cette expérience\u202f?' })).toBeTruthy();
    await userEvent.setup().click(screen.getByTestId('test-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('opens at once the next time, and a cancelled dialog confirms nothing', async () => {
    renderHost();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    openConfirmModal({
      title: 'Se déconnecter\u202f?',
      labels: { confirm: 'Se déconnecter', cancel: 'Annuler' },
      cancelProps: { 'data-testid': 'test-cancel' },
      onConfirm,
      onCancel,
    });
    await userEvent.setup().click(await screen.findByTestId('test-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
