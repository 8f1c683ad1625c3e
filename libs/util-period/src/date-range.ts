/** An inclusive range of calendar days, both ends written `YYYY-MM-DD`. */
export type DateRange = {
  startDate: string;
  endDate: string;
};
