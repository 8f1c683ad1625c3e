/**
 * What a new time zone changes (docs/decisions/0048-profile-avatars-and-organization-timezone.md):
 * days are cut at the organization's midnight (docs/product-rules.md#dates-periods-and-ranges), so
 * everything counted by the moment it happened moves, and "today" moves; what is dated by calendar
 * day does not.
 */
export function TimeZoneShifts({ from, to }: { from: string; to: string }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{`Changing the time zone from ${from} to ${to} shifts where each day starts and ends for the whole organization:`}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          The overview dashboards (yours, each member’s and each product’s), the team dashboard and
          the leaderboard count calls and outbound calls and messages on the day they happened in
          the new time zone: activity near midnight moves to the next or previous day, so daily
          charts and the figures of a period can change.
        </li>
        <li>
          “Today” moves: the default date ranges, the leaderboard’s current period, and the latest
          day a deal, an adjustment or a rate change can be dated.
        </li>
        <li>
          Sales, commission and adjustments keep their dates: cash, revenue and commission per day
          do not move.
        </li>
      </ul>
    </div>
  );
}
