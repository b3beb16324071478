// Which addresses an alert may be delivered to (the SSRF guard's address half, ADR 062). A rule's
// URL is typed by a user, so without this check a webhook could make the server call its own
// database, the cloud's metadata service (169.254.169.254) or anything else on its network.
// Only ordinary public unicast addresses pass; ranges come from ipaddr.js, not hand-written CIDR.
import ipaddr from 'ipaddr.js';

/** Why deliveries to this range are refused, in words the delivery log can show. */
const REFUSED_RANGES: Record<string, string> = {
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  carrierGradeNat: 'a private network address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
};

/**
 * Null when `address` (an IP literal) is a public unicast address; otherwise why it is refused.
 * Anything but plain unicast is refused, so reserved, documentation and tunnelling ranges (6to4,
 * Teredo, NAT64, which can carry a private IPv4 address inside) are refused too.
 */
export function refusedAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  // ::ffff:10.0.0.1 reaches 10.0.0.1: judge the IPv4 address inside.
  const judged =
    parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() ? parsed.toIPv4Address() : parsed;
  const range = judged.range();
  if (range !== 'unicast') return REFUSED_RANGES[range] ?? 'a reserved address';
  // The deprecated IPv4-compatible form (::10.0.0.1) is not in ipaddr.js's table.
  const compatible =
    judged instanceof ipaddr.IPv6 && judged.parts.slice(0, 6).every((part) => part === 0);
  return compatible ? 'a reserved address' : null;
}
