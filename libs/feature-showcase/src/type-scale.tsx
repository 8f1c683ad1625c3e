import { Card, PageHeader } from '@salesdash/ui-kit';

const scale = [
  { name: 'Page title', className: 'text-2xl font-semibold', sample: 'Sales overview' },
  { name: 'Section title', className: 'text-lg font-semibold', sample: 'Commission history' },
  { name: 'Figure', className: 'text-2xl font-semibold tabular-nums', sample: '$48,250.50' },
  {
    name: 'Body',
    className: 'text-sm',
    sample: 'Metrics compare this period with the one before.',
  },
  { name: 'Label', className: 'text-sm font-medium', sample: 'Total cash collected' },
  { name: 'Caption', className: 'text-xs text-fg-muted', sample: 'Updated a moment ago' },
] as const;

const tones = [
  { name: 'Text', className: 'text-fg' },
  { name: 'Muted text', className: 'text-fg-muted' },
  { name: 'Rise', className: 'text-positive' },
  { name: 'Fall', className: 'text-negative' },
] as const;

/**
 * The living style guide of the type scale and text colours (`/text-demo`), in the classes the
 * screens use, so a change to a token shows here first.
 */
export function TypeScale() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Text demo"
        description="The type scale and the text colours of the design system."
      />
      <Card title="Type scale">
        <dl className="flex flex-col gap-4">
          {scale.map((step) => (
            <div key={step.name} className="grid grid-cols-[10rem_1fr] items-baseline gap-4">
              <dt className="text-xs font-medium uppercase tracking-wide text-fg-muted">
                {step.name}
              </dt>
              <dd className={`text-fg ${step.className}`}>{step.sample}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Text colours">
        <ul className="flex flex-col gap-2 text-sm">
          {tones.map((tone) => (
            <li key={tone.name} className={`font-medium ${tone.className}`}>
              {tone.name}: +12.5% against the previous period
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
