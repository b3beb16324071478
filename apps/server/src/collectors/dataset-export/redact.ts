// E-mail addresses never leave the repository: author e-mails are not exported at all, and every
// address inside a message or a name (Signed-off-by and Co-authored-by trailers, a seed node
// "id@host.example:26656", an author who typed an address as their name) becomes `<redacted>`,
// with the angle brackets around it when it had them, as in the bundled dataset. A version pin
// such as "viem@2.7.19" is no address: the part after "@" must end in a name of letters.

export const REDACTED = '<redacted>';

const EMAIL_ADDRESS = /<?[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}>?/g;

export function redactEmails(text: string): string {
  return text.replace(EMAIL_ADDRESS, REDACTED);
}
