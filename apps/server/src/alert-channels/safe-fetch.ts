// Outgoing requests to addresses users typed (webhook, Slack and Discord URLs): the SSRF guard
// of ADR 062. Only http(s); every address the host resolves to must be public (address-policy.ts)
// unless the operator allows private targets; the connection goes to an address that was checked
// (the check runs inside the socket's own lookup, so DNS cannot answer differently in between);
// redirects are followed by hand, at most 3, each target checked again; one deadline for the
// whole exchange; bodies at most 64 KB each way.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { refusedAddressReason } from './address-policy';

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_REDIRECTS = 3;
export const DEFAULT_TIMEOUT_MS = 5_000;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Every address of a host name (node:dns lookup by default; tests map names to local ones). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** ALERTS_ALLOW_PRIVATE_TARGETS: lifts the address check, never the scheme check. */
  allowPrivateTargets: boolean;
  /** The whole exchange, redirects and the answer's body included. */
  timeoutMs?: number;
  resolveHost?: ResolveHost;
  /** Why an address is refused, null when allowed: address-policy.ts; tests vary it. */
  addressPolicy?: AddressPolicy;
}

export type AddressPolicy = (address: string) => string | null;

export interface SafeRequest {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
}

export interface SafeResponse {
  status: number;
  /** The answer's first 64 KB at most, as text. */
  body: string;
  /** Whether the answer was longer than what was read. */
  truncated: boolean;
}

/** Why a request was not made or got no answer. `retryable`: whether a later try may succeed. */
export class OutgoingRequestError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'OutgoingRequestError';
  }
}

/** A target the guard refuses: trying again cannot help. */
const refused = (message: string) => new OutgoingRequestError(message, false);

export type SafeFetch = (request: SafeRequest) => Promise<SafeResponse>;

const systemResolve: ResolveHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('The address is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused(`Only http:// and https:// addresses are called, not ${url.protocol}//`);
  }
  return url;
}

/** [::1] → ::1: URL keeps the brackets of an IPv6 literal, sockets want the bare address. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

interface Guard {
  allowPrivate: boolean;
  policy: AddressPolicy;
}

function checkAddress(address: string, host: string, guard: Guard): void {
  if (guard.allowPrivate) return;
  const reason = guard.policy(address);
  if (reason) throw refused(`Refused to call ${host}: it is ${reason} (${address})`);
}

/**
 * The socket's lookup: resolves every address, refuses the host when any is not public (a name
 * that also points inside the network is not a public target), and connects to checked ones only.
 */
function guardedLookup(resolve: ResolveHost, guard: Guard): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0)
          throw new OutgoingRequestError(`${hostname} has no address`, true);
        for (const { address } of addresses) checkAddress(address, hostname, guard);
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = addresses.filter((a) => wanted === undefined || a.family === wanted);
        if (options.all) callback(null, usable);
        else callback(null, usable[0]?.address ?? '', usable[0]?.family ?? 4);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, ''));
  };
}

interface Exchange {
  status: number;
  location: string | undefined;
  body: string;
  truncated: boolean;
}

/** One request and its answer (at most MAX_BODY_BYTES read), no redirects followed. */
function exchange(
  url: URL,
  request: SafeRequest,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<Exchange> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
        lookup,
        signal,
        // A fresh connection per request: a pooled socket would skip the lookup's check.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let received = 0;
        let truncated = false;
        const finish = () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
            truncated,
          });
        res.on('data', (chunk: Buffer) => {
          const room = MAX_BODY_BYTES - received;
          chunks.push(chunk.subarray(0, Math.max(0, room)));
          received += chunk.length;
          if (received > MAX_BODY_BYTES) {
            truncated = true;
            // Enough read: stop the transfer instead of downloading whatever the receiver sends.
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', (error) => (truncated ? finish() : reject(error)));
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function describeFailure(error: unknown, signal: AbortSignal, timeoutMs: number): Error {
  if (error instanceof OutgoingRequestError) return error;
  if (signal.aborted) {
    return new OutgoingRequestError(`No answer within ${timeoutMs / 1000} s`, true);
  }
  const code = (error as NodeJS.ErrnoException).code;
  const detail = code ? ` (${code})` : '';
  return new OutgoingRequestError(`Could not connect${detail}`, true);
}

export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const guard = {
    allowPrivate: options.allowPrivateTargets,
    policy: options.addressPolicy ?? refusedAddressReason,
  };
  const lookup = guardedLookup(options.resolveHost ?? systemResolve, guard);
  return async (request) => {
    if (request.body !== undefined && Buffer.byteLength(request.body) > MAX_BODY_BYTES) {
      throw refused('The message is larger than 64 KB');
    }
    const signal = AbortSignal.timeout(timeoutMs);
    let current = request;
    try {
      for (let redirects = 0; ; redirects += 1) {
        const url = parseTarget(current.url);
        // An IP literal never reaches the socket's lookup: check it here.
        const host = bareHost(url);
        if (isIP(host)) checkAddress(host, host, guard);
        const answer = await exchange(url, current, lookup, signal);
        if (!REDIRECTS.has(answer.status) || answer.location === undefined) {
          return { status: answer.status, body: answer.body, truncated: answer.truncated };
        }
        if (redirects === MAX_REDIRECTS) {
          throw refused(`More than ${MAX_REDIRECTS} redirects`);
        }
        if (!URL.canParse(answer.location, url.href))
          throw refused('The receiver redirected to a bad URL');
        current = redirected(current, new URL(answer.location, url).href, answer.status);
      }
    } catch (error) {
      throw describeFailure(error, signal, timeoutMs);
    }
  };
}

/** 307 and 308 repeat the request; the others turn it into a GET without a body, as browsers do. */
function redirected(request: SafeRequest, url: string, status: number): SafeRequest {
  if (status === 307 || status === 308) return { ...request, url };
  const { 'Content-Type': _type, ...headers } = request.headers;
  return { url, method: 'GET', headers };
}
