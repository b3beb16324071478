// One-click unsubscribe: an opaque random token per user (never the user id) in two links, the
// RFC 8058 POST target for mail clients and the web page people click.
import { randomBytes } from 'node:crypto';

/** 32 random bytes, url-safe: unguessable, and fits in a path segment as it is. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

export function unsubscribeLinks(
  publicUrl: string,
  token: string,
): { oneClick: string; page: string } {
  const encoded = encodeURIComponent(token);
  return {
    /** List-Unsubscribe target: mail clients POST `List-Unsubscribe=One-Click` here. */
    oneClick: `${publicUrl}/api/user/${encoded}/unsubscribe`,
    /** The /unsubscribe page, which PUTs to the same endpoint. */
    page: `${publicUrl}/unsubscribe?userId=${encoded}`,
  };
}
