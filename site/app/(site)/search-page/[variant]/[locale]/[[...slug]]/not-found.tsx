import { NotFound } from '../../../../../../ui/NotFound';

export default function NotFoundPage() {
  return <NotFound />;
}
