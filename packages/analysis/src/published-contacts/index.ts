// Contacts a project publishes in its own repository files (issue 13, ADR 034).
export { isContactFilePath, publishedContactsOf } from './contact-files';
export { MAX_PUBLISHED_CONTACTS, repositoryPublishedContacts } from './repository-contacts';
export { isOrganisationName, personName, type PersonName } from './person-name';
export type { ContactFileParsers, YamlParser } from './parsers';
