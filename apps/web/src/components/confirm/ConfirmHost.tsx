import { lazy, Suspense, useEffect, useState } from 'react';
import { confirmWaiting, onConfirmWanted } from './confirm.ts';

const ConfirmModals = lazy(() => import('./ConfirmModals.tsx'));

/**
 * Where the confirmation dialogs of `openConfirmModal` render: nothing, and no dialog code, until
 * the first one is asked for (issue #11 §6). Mount it once, inside the theme and translations.
 */
export function ConfirmHost() {
  const [needed, setNeeded] = useState(confirmWaiting);
  useEffect(() => {
    if (confirmWaiting()) setNeeded(true);
    return onConfirmWanted(() => setNeeded(true));
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <ConfirmModals />
    </Suspense>
  ) : null;
}
