import { Skeleton } from './skeleton.tsx';

/** The charts' default drawing height, shared with their lazy placeholder. */
export const defaultChartHeight = 240;

/** A chart-sized skeleton, marked busy (the skeleton itself is hidden from assistive tech). */
export function ChartPlaceholder({ height = defaultChartHeight }: { height?: number }) {
  return (
    <div aria-busy="true" style={{ minHeight: height }}>
      <Skeleton shape="block" height={height} />
    </div>
  );
}
