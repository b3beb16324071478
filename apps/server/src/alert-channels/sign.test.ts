import { describe, expect, it } from 'vitest';
import { signatureHeader, signedHeaders, verifySignature } from './sign';

const SECRET = ['whsec', 'unit'].join('_');
const AT = new Date('2025-03-05T08:00:00Z');
const BODY = JSON.stringify({ id: 'dlv_1', items: [] });

describe('webhook signatures', () => {
  it('round-trips: what is signed verifies with the same secret', () => {
    const header = signatureHeader(SECRET, BODY, AT);
    expect(header).toMatch(/^t=1741161600,v1=[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, header, BODY, AT)).toBe(true);
  });

  it('a tampered body, another secret or a changed timestamp fails', () => {
    const header = signatureHeader(SECRET, BODY, AT);
    expect(verifySignature(SECRET, header, BODY.replace('dlv_1', 'dlv_2'), AT)).toBe(false);
    expect(verifySignature('another', header, BODY, AT)).toBe(false);
    expect(verifySignature(SECRET, header.replace('t=1741161600', 't=1741161601'), BODY, AT)).toBe(
      false,
    );
  });

  it('refuses a signature older or newer than the tolerance (a replay)', () => {
    const header = signatureHeader(SECRET, BODY, AT);
    const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);
    expect(verifySignature(SECRET, header, BODY, later(300))).toBe(true);
    expect(verifySignature(SECRET, header, BODY, later(301))).toBe(false);
    expect(verifySignature(SECRET, header, BODY, later(-301))).toBe(false);
    expect(verifySignature(SECRET, header, BODY, later(3600), 3600)).toBe(true);
  });

  it('refuses malformed headers', () => {
    for (const header of ['', 't=abc,v1=00', 'v1=' + '0'.repeat(64), 't=1741161600', 'garbage']) {
      expect(verifySignature(SECRET, header, BODY, AT)).toBe(false);
    }
  });

  it('sends the delivery id, a user agent and the JSON content type with the signature', () => {
    const headers = signedHeaders({ secret: SECRET, body: BODY, deliveryId: 'dlv_1', at: AT });
    expect(headers).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': 'GitSignals-Alerts/1',
      'X-GitSignals-Signature': signatureHeader(SECRET, BODY, AT),
      'X-GitSignals-Delivery': 'dlv_1',
    });
  });
});
