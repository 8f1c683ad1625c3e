import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket.ts';

describe('addressBucket', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::FFFF:0a00:0001', '10.0.0.1'],
    ['2001:db8:1234:5678::1', '2001:db8:1234:5600:0:0:0:0/56'],
    ['2001:db8:1234:56ff:ffff:ffff:ffff:ffff', '2001:db8:1234:5600:0:0:0:0/56'],
    ['2001:DB8:1234:5700::1', '2001:db8:1234:5700:0:0:0:0/56'],
    ['::1', '0:0:0:0:0:0:0:0/56'],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:0/56'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });
});
