// The development tools (the outbox with its password-reset links, the insights trigger) answer
// only a browser on the machine that runs GitSignals, talking to it directly. A reverse proxy on
// the same host also connects from loopback, so a request that carries a forwarding header (or
// the client-address header a trusted proxy is configured to set), or that names another host
// than this machine, is treated as coming from elsewhere. A proxy that adds none of these
// (nginx's bare proxy_pass) cannot be told apart: DEV_OUTBOX is off in production for that.
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/** Headers proxies add when they pass a request on (RFC 7239 and the de-facto ones). */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
] as const;

/** Why a request may not use a development tool, or null when it may. */
export function localOnlyRefusal(
  request: FastifyRequest,
  trustedClientIpHeader: string | undefined,
): 'not_loopback' | 'proxied' | null {
  // The socket's own address, never a header a client could write.
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return 'not_loopback';
  const headers: string[] = [...FORWARDING_HEADERS];
  if (trustedClientIpHeader) headers.push(trustedClientIpHeader.toLowerCase());
  if (headers.some((name) => request.headers[name] !== undefined)) return 'proxied';
  return LOOPBACK_HOST.test(request.headers.host ?? '') ? null : 'proxied';
}
