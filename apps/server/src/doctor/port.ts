// PORT free on HOST: bound for a moment and released. Taken by a GitSignals server (its
// /api/health answers) is a ✓ for the doctor (that server is this installation, running) and a ✗
// for a start (two servers cannot share the port).
import net from 'node:net';
import { fail, ok, type CheckResult } from './check';
import type { Probe } from './http-probe';

const NAME = 'PORT';

/** The error binding gave, or null when the port was free. */
export function tryListen(port: number, host: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** The address this machine reaches a server on PORT at (HOST unless it is a wildcard). */
export function localAddress(host: string, port: number): string {
  const wildcard = ['0.0.0.0', '::', ''].includes(host);
  const name = wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * `probe`: asks what answers on the port (called only when it is taken); `holderPid`: the
 * embedded database's holder when it serves on this port.
 */
export async function checkPort(
  env: { PORT: number; HOST: string },
  mode: 'doctor' | 'start',
  probe: () => Promise<Probe>,
  holderPid?: number,
): Promise<CheckResult> {
  const { PORT: port, HOST: host } = env;
  if (port === 0) return ok(NAME, '0: the system picks a free port at each start');
  const error = await tryListen(port, host);
  if (!error) return ok(NAME, `${port} is free on ${host}`);
  if (error.code === 'EACCES') {
    return fail(
      NAME,
      `${port} needs privileges this user lacks`,
      'set PORT to 1024 or above (a reverse proxy can serve 80/443)',
    );
  }
  if (error.code === 'EADDRNOTAVAIL') {
    return fail(
      'HOST',
      `${host} is not an address of this machine`,
      "set HOST to 0.0.0.0 (every interface) or one of this machine's addresses",
    );
  }
  if (error.code !== 'EADDRINUSE') {
    return fail(
      NAME,
      `${port} on ${host} cannot be used (${error.code ?? error.message})`,
      'set PORT to a free port',
    );
  }
  const answer = await probe();
  if (answer.kind === 'gitsignals') {
    const who = `a running GitSignals server${holderPid ? ` (PID ${holderPid})` : ''}, version ${answer.version}`;
    if (mode === 'doctor')
      return ok(NAME, `${port} is in use by ${who}: this installation, running`);
    return fail(
      NAME,
      `${port} is in use by ${who}`,
      'stop that server, or set PORT to a free port',
    );
  }
  return fail(
    NAME,
    `${port} is in use by another program`,
    `set PORT to a free port, or stop the program using ${port}`,
  );
}
