import { ModalsProvider, useModals } from '@mantine/modals';
import { useEffect } from 'react';
import { registerConfirmOpener } from './confirm.ts';
// The rest of Mantine's styles, not loaded with the first screen (issue #11 §6).
import '../../app/mantine-more.css';

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
