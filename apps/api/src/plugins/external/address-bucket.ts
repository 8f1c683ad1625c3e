import { isIPv4, isIPv6 } from 'node:net';

/** IPv6 prefix length counted as one client: one home or office gets a /56 or a /48. */
export const ipv6BucketPrefix = 56;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The client an address stands for in per-address limits: an IPv4 address as is (also when
 * written IPv4-mapped, `::ffff:10.0.0.1`), an IPv6 address by its /56, since one subscriber
 * can pick any address of their prefix.
 */
export function addressBucket(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  const kept = Math.floor(ipv6BucketPrefix / 16);
  const masked = groups.map((group, index) => {
    if (index < kept) return group;
    if (index === kept) return group & (0xffff << (16 - (ipv6BucketPrefix % 16))) & 0xffff;
    return 0;
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${ipv6BucketPrefix}`;
}
