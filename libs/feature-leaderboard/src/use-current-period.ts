import { defaultPeriodSettings, periodLabel, type PeriodSettings } from '@salesdash/util-period';
import { useEffect, useState } from 'react';

/**
 * This month as a period (monthly, the default), moving on when the month does: a shared
 * TV left on over the 1st shows the new month without a reload.
 * @param checkEveryMs - how often the month is looked at again
 */
export function useCurrentPeriod(checkEveryMs = 60_000): PeriodSettings {
  const [period, setPeriod] = useState(() => defaultPeriodSettings());
  useEffect(() => {
    const timer = setInterval(() => {
      const now = defaultPeriodSettings();
      setPeriod((shown) => (periodLabel(shown) === periodLabel(now) ? shown : now));
    }, checkEveryMs);
    return () => clearInterval(timer);
  }, [checkEveryMs]);
  return period;
}
