/** A number rounded to fixed decimals as en-US writes it: unsigned digits and whether it is below 0. */
export type FixedDecimal = { digits: string; negative: boolean };

/**
 * Rounds `value × 10^shift` to `fractionDigits` decimals, half away from zero, and groups its
 * thousands with commas, as `Intl.NumberFormat('en-US')` does, without building an Intl
 * formatter: the browser's first one loads ICU's data, 35–80 ms of a phone's first screen
 * (docs/benchmarks.md, "Lighthouse"). Like ICU it rounds the number's shortest decimal form
 * (`String(1.005)` is `1.005`, so it gives 1.01 where `toFixed` gives 1.00), and the shift (2 for
 * a percentage) moves the decimal point in that text rather than multiplying.
 * @returns null for magnitudes of 10^21 and more, which JavaScript writes in exponent form
 */
export function fixedDecimal(
  value: number,
  fractionDigits: number,
  shift = 0,
): FixedDecimal | null {
  const magnitude = Math.abs(value);
  if (magnitude >= 1e21) return null;
  // Below 10^-6 JavaScript writes an exponent; such a value rounds to zero at these precisions.
  const text = magnitude < 1e-6 ? '0' : String(magnitude);
  const [whole = '0', fraction = ''] = text.split('.');
  const shifted = whole + fraction.slice(0, shift).padEnd(shift, '0');
  const rest = fraction.slice(shift);
  let units = BigInt(shifted + rest.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if ((rest[fractionDigits] ?? '0') >= '5') units += 1n;
  const all = units.toString().padStart(fractionDigits + 1, '0');
  const integer = all.slice(0, all.length - fractionDigits);
  const decimals = all.slice(all.length - fractionDigits);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return {
    digits: decimals ? `${grouped}.${decimals}` : grouped,
    negative: value < 0 && units > 0n,
  };
}
