import { NotFoundContent } from '../../../components/not-found/NotFoundContent.tsx';

/** spec §2: the page of every unknown path, with a back link. */
export function NotFoundPage() {
  return <NotFoundContent />;
}
