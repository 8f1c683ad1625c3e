import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/recordings/$recording_id')({
  staticData: { routeName: 'recordings-recording_id' },
  component: RecordingPage,
});

function RecordingPage() {
  const { recording_id } = Route.useParams();
  return (
    <ComingSoonPanel
      title={`Call recording · recording #${recording_id}`}
      capability="call recordings"
    />
  );
}
