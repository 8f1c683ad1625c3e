import { SharedPage } from '@salesdash/feature-share';
import { createFileRoute } from '@tanstack/react-router';
import { ShareScope } from '../../-components/share-scope.tsx';

export const Route = createFileRoute('/share/call/$slug')({
  staticData: { routeName: 'share-call-slug' },
  component: SharedCallPage,
});

function SharedCallPage() {
  const { slug } = Route.useParams();
  return (
    <ShareScope slug={slug}>
      <SharedPage token={slug} type="call" />
    </ShareScope>
  );
}
