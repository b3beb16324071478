// Why an export did not start, in one line the operator can act on (a path that is no git
// repository, an unknown project, an output directory that cannot be written): nothing has been
// written when it is thrown.

export class ExportRefused extends Error {}
