// SMTP_URL: connect, EHLO (and log in when the URL has a user), through nodemailer as the mailer
// does. Unset: mail is kept in the outbox, a ⚠ in production (nobody receives it).
import nodemailer from 'nodemailer';
import { fail, ok, reasonOf, warn, type CheckResult } from './check';
import { maskUrl } from './mask';

const NAME = 'SMTP';

function fixFor(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'EAUTH')
    return 'check the user and password in SMTP_URL (smtp://user:password@host:587)';
  if (code === 'ETLS' || /certificate|wrong version number|tls/i.test(reasonOf(error))) {
    return 'use smtps:// for port 465 and smtp:// (STARTTLS) for 587 in SMTP_URL';
  }
  return "check SMTP_URL's host and port (smtp://user:password@host:587) and that this machine may reach it";
}

export async function checkSmtp(
  env: { SMTP_URL?: string | undefined; NODE_ENV: string; DATA_DIR: string },
  timeoutMs: number,
): Promise<CheckResult> {
  if (!env.SMTP_URL) {
    const found = "unset: e-mails are kept in the database's outbox (/dev/outbox), not sent";
    return env.NODE_ENV === 'production'
      ? warn(
          NAME,
          found,
          'set SMTP_URL (smtp://user:password@host:587) so users receive digests and password resets',
        )
      : ok(NAME, found);
  }
  const where = maskUrl(env.SMTP_URL);
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    return ok(
      NAME,
      `${where} answers EHLO${new URL(env.SMTP_URL).username ? ' and accepts the login' : ''}`,
    );
  } catch (error) {
    return fail(NAME, `${where}: ${reasonOf(error)}`, fixFor(error));
  } finally {
    transport.close();
  }
}
