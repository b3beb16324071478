// A contact a project publishes in its own repository (CODEOWNERS, MAINTAINERS/OWNERS,
// SECURITY.md, .well-known/security.txt, package manifests' author fields, FUNDING.yml), as read
// from the file at the repository's HEAD. Nothing is inferred: a name is split into first and
// last only where the source gives a personal name, and an e-mail address is kept only for the
// project's published security contact, which is never attributed to a person.

export const PUBLISHED_CONTACT_KINDS = [
  'code-owner',
  'maintainer',
  'security',
  'package-author',
  'funding',
] as const;
export type PublishedContactKind = (typeof PUBLISHED_CONTACT_KINDS)[number];

export interface PublishedContact {
  kind: PublishedContactKind;
  /** A GitHub login or team ("org/team"), without "@", or a funding platform's account. */
  handle: string | null;
  /** The name as the source gives it, or null. */
  name: string | null;
  /** Only where the source gives a personal name that splits cleanly. */
  firstName: string | null;
  lastName: string | null;
  /** Only for kind 'security': the address the project publishes for vulnerability reports. */
  email: string | null;
  /** A link the source gives (a security.txt https contact, a funding page), or null. */
  url: string | null;
  /** What the row says the contact is, e.g. "Code owner: contracts/", "Security contact". */
  title: string;
  /** The file it came from, relative to the repository root. */
  path: string;
}
