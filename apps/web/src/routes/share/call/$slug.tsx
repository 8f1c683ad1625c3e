import { SharedPage } from '@salesdash/feature-share';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/share/call/$slug')({
  staticData: { routeName: 'share-call-slug' },
  component: SharedCallPage,
});

function SharedCallPage() {
  const { slug } = Route.useParams();
  return <SharedPage token={slug} type="call" />;
}
