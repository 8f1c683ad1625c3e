/** `YYYY-MM` of the month after `month`. */
export function nextMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** `YYYY-MM` of the month before `month`. */
export function previousMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
}
