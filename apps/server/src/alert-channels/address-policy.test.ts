import { describe, expect, it } from 'vitest';
import { refusedAddressReason } from './address-policy';

describe('refusedAddressReason', () => {
  it.each([
    ['8.8.8.8', null],
    ['93.184.216.34', null],
    ['172.32.0.1', null],
    ['2606:4700:4700::1111', null],
    ['::ffff:8.8.8.8', null],
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['10.1.2.3', 'a private network address'],
    ['172.16.0.1', 'a private network address'],
    ['172.31.255.255', 'a private network address'],
    ['192.168.1.1', 'a private network address'],
    ['100.64.0.1', 'a private network address'],
    ['169.254.169.254', 'a link-local address'],
    ['0.0.0.0', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['255.255.255.255', 'a broadcast address'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fc00::1', 'a private network address'],
    ['fd12:3456::1', 'a private network address'],
    ['ff02::1', 'a multicast address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:169.254.169.254', 'a link-local address'],
    ['::ffff:10.0.0.1', 'a private network address'],
    ['::a00:1', 'a reserved address'],
    ['64:ff9b::a00:1', 'a reserved address'],
    ['2002:a00:1::', 'a reserved address'],
    ['192.0.2.1', 'a reserved address'],
    ['not-an-address', 'not an IP address'],
  ])('%s → %s', (address, reason) => {
    expect(refusedAddressReason(address)).toBe(reason);
  });
});
