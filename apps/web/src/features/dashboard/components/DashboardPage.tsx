import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The lists and filters, a chunk of their own, requested once the title is on screen.
const DashboardTabs = lazy(() => import('./DashboardTabs.tsx').then((m) => ({ default: m.DashboardTabs })));

// issue #11 §6: the candidate form (a form library and its schemas) comes with its first use.
const AddCandidateDialog = lazy(() =>
  import('../../add-candidate/components/AddCandidateDialog.tsx').then((m) => ({
    default: m.AddCandidateDialog,
  })),
);

// issue #28 §5: HR's batch of CVs, its code with its first use as well.
const CvCandidatesDialog = lazy(() =>
  import('../../cv-candidates/components/CvCandidatesDialog.tsx').then((m) => ({
    default: m.CvCandidatesDialog,
  })),
);

/**
 * False until the browser has painted the screen's first frame, true from then on: a frame
 * callback runs just before that paint, and a task it posts runs after it (HTML "update the
 * rendering"). Cancelled if the screen goes first.
 */
function useFirstFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: number | undefined;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, []);
  return painted;
}

/**
 * spec §2 back-office dashboard: its title and the "add a candidate" action (spec §2, issue #9)
 * beside "add candidates from CVs" (issue #28 §5), then the lists (`DashboardTabs`).
 *
 * issue #11 §6: this frame is in the first screen's code and renders as soon as the guard lets the
 * user in, with Mantine's first styles and the back office's messages only. Its title is the
 * screen's largest text, the paint Lighthouse reads as the Largest Contentful Paint; the lists'
 * code and styles (`mantine-more.css`) are asked for once that paint is done, so that neither they
 * nor their render hold it back. The list's own request left with the route (router.tsx), so it
 * runs beside that code; a loader shows until both are in. The heading stays the same element
 * throughout, so the focus the route announcer gives it on arrival (issue #11 §2) stays too.
 */
export function DashboardPage() {
  const { t } = useTranslation('backOffice');
  const [adding, setAdding] = useState(false);
  const [addingFromCvs, setAddingFromCvs] = useState(false);
  const framePainted = useFirstFramePainted();
  const loading = (
    <Center py="xl">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('dashboard.title')}</Title>
        <Group gap="sm">
          <Button onClick={() => setAdding(true)} data-testid="dashboard-add-candidate">
            {t('addCandidate.open')}
          </Button>
          <Button variant="light" onClick={() => setAddingFromCvs(true)} data-testid="dashboard-add-from-cvs">
            {t('cvCandidates.open')}
          </Button>
        </Group>
      </Group>
      {adding && (
        <Suspense fallback={null}>
          <AddCandidateDialog opened onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {addingFromCvs && (
        <Suspense fallback={null}>
          <CvCandidatesDialog opened onClose={() => setAddingFromCvs(false)} />
        </Suspense>
      )}
      {framePainted ? (
        <Suspense fallback={loading}>
          <DashboardTabs />
        </Suspense>
      ) : (
        loading
      )}
    </Stack>
  );
}
