// The line a command that failed prints: a failure at start-up (PostgreSQL unreachable or refusing
// the sign-in, the port taken) names the setting to change and how, instead of the driver's
// "connect ECONNREFUSED 127.0.0.1:5432" or Node's "listen EADDRINUSE: address already in use".
// Passwords never appear: only the host, port, user and database of DATABASE_URL are named.

interface SystemError {
  code?: string;
  syscall?: string;
  address?: string;
  port?: number;
  hostname?: string;
  message?: string;
  cause?: unknown;
  errors?: unknown[];
}

/** The error and the errors it wraps (drizzle's DrizzleQueryError, AggregateError of IPv4/IPv6). */
function chainOf(error: unknown): SystemError[] {
  const chain: SystemError[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 5) {
    const e = current as SystemError;
    chain.push(e);
    if (Array.isArray(e.errors)) chain.push(...(e.errors.filter(Boolean) as SystemError[]));
    current = e.cause;
  }
  return chain;
}

interface Database {
  host: string;
  port: number;
  user: string;
  name: string;
}

function databaseOf(databaseUrl: string): Database | undefined {
  try {
    const url = new URL(databaseUrl);
    return {
      host: url.hostname || url.searchParams.get('host') || 'localhost',
      port: Number(url.port || url.searchParams.get('port') || 5432),
      user: decodeURIComponent(url.username) || 'the current user',
      name: decodeURIComponent(url.pathname.replace(/^\/+/, '')),
    };
  } catch {
    return undefined;
  }
}

/** SQLSTATEs PostgreSQL answers a connection with, and the fix for each. */
const SIGN_IN_REFUSALS: Record<string, string> = {
  // invalid_password, invalid_authorization_specification (unknown role, pg_hba.conf)
  '28P01': 'check the user and password in DATABASE_URL',
  '28000': 'check the user in DATABASE_URL (and pg_hba.conf allows it to connect)',
  // invalid_catalog_name
  '3D000': 'create it (createdb) or name an existing database in DATABASE_URL',
  // cannot_connect_now, too_many_connections
  '57P03': 'it is starting up or shutting down: try again in a moment',
  '53300': 'lower DATABASE_POOL_SIZE or raise max_connections',
};

function postgresFailure(chain: SystemError[], databaseUrl: string): string | undefined {
  const db = databaseOf(databaseUrl);
  if (!db) return undefined;
  const at = `PostgreSQL at ${db.host}:${db.port} (DATABASE_URL)`;
  for (const e of chain) {
    if (e.code === 'ECONNREFUSED' && (e.port === undefined || e.port === db.port)) {
      return `Cannot reach ${at}: connection refused — is it running?`;
    }
    if ((e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') && (e.hostname ?? db.host) === db.host) {
      return `Cannot reach ${at}: the host ${db.host} is unknown — check the host name in DATABASE_URL`;
    }
    if (e.code === 'ETIMEDOUT' || /connection timeout/i.test(e.message ?? '')) {
      return `Cannot reach ${at}: no answer in time — is it running, and is ${db.host} reachable from here?`;
    }
    const fix = e.code ? SIGN_IN_REFUSALS[e.code] : undefined;
    if (fix) return `${at} refused the connection: ${e.message ?? e.code} — ${fix}`;
    if (/SASL|password must be a string/i.test(e.message ?? '')) {
      return `${at} asks for a password: put it in DATABASE_URL (postgres://user:password@host:port/database)`;
    }
  }
  return undefined;
}

function listenFailure(chain: SystemError[]): string | undefined {
  const e = chain.find((c) => c.syscall === 'listen');
  if (!e) return undefined;
  if (e.code === 'EADDRINUSE') {
    return `PORT ${e.port ?? ''} is in use: set PORT to a free port (or stop the process that listens on it)`;
  }
  if (e.code === 'EACCES') {
    return `PORT ${e.port ?? ''} needs privileges this process does not have: set PORT to a port above 1023`;
  }
  if (e.code === 'EADDRNOTAVAIL') {
    return `HOST ${e.address ?? ''} is not an address of this machine: set HOST to one of its addresses (0.0.0.0 listens on all)`;
  }
  return undefined;
}

/** What to print for an error that ended a command: the fix when it is known, else its message. */
export function failureMessage(
  error: unknown,
  config: { databaseUrl?: string | undefined },
): string {
  const chain = chainOf(error);
  const known =
    listenFailure(chain) ?? (config.databaseUrl && postgresFailure(chain, config.databaseUrl));
  if (known) return known;
  return error instanceof Error ? error.message : String(error);
}
