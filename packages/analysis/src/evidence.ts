// What a signal rule answers: the name of the evidence it found (one of its branches, e.g.
// "subject-keyword" or "new-file"), or null. The confidence a signal carries is read from the
// evidence: each (signal, evidence) pair's precision on the labelled dev commits
// (confidence/calibration.json), so a rule's strong and weak branches are told apart.
export type Evidence = string | null;

/** `cond ? evidence : null`, for rules whose last test is a boolean. */
export const when = (cond: boolean, evidence: string): Evidence => (cond ? evidence : null);
