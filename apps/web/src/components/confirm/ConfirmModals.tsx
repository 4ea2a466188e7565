import { ModalsProvider, useModals } from '@mantine/modals';
import { useEffect } from 'react';
import { registerConfirmOpener } from './confirm.ts';

/** Mantine's modals manager, registered as the opener of `openConfirmModal` (loaded on first use). */
export default function ConfirmModals() {
  return (
    <ModalsProvider>
      <RegisterOpener />
    </ModalsProvider>
  );
}

function RegisterOpener() {
  const { openConfirmModal } = useModals();
  useEffect(() => registerConfirmOpener(openConfirmModal), [openConfirmModal]);
  return null;
}
