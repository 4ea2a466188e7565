import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { GlobalLoader } from '../../components/loader/GlobalLoader.tsx';

/**
 * The root of every route: spec §2 "Every navigation shows the loader and hides it afterwards"
 * (the router's navigation state), over the current page.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <Suspense fallback={<GlobalLoader />}>
        <Outlet />
      </Suspense>
      {navigation.state !== 'idle' && <GlobalLoader />}
      <ScrollRestoration />
    </>
  );
}
