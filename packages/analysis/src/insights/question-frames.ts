// How each profile question frames an insight's "why it matters" sentence: who the matched
// answer makes the project to the reader ("You monitor Celestia for risk"), and what that reader
// does about it ("check what you hold in Celestia against it"). One entry per question of
// profile-questions.ts, so two questions of one role never read alike.

/** Who or what the action is about, and the facts it may quote. */
export interface ActionTarget {
  /** The item's project. */
  project: string;
  /** The project or tag the answer named: the item's project for a project match. */
  named: string;
  /** Files the headline commit changed; null when no commit is known. */
  files: number | null;
}

export interface QuestionFrame {
  /** The answer's list, in "on your … list". */
  list: string;
  /** The item's project is the named one: "You monitor Celestia for risk". */
  project: (project: string) => string;
  /** The item names another project or tag the user listed: "…, a protocol you monitor for risk". */
  mentioned: string;
  /** Kinds of change the user listed ("security fixes"): "You listed … among your risk factors". */
  kinds: (terms: string) => string;
  /** Completes "…, so …": what the reader does about it. */
  action: (target: ActionTarget) => string;
}

const files = (n: number | null) =>
  n === null ? 'the changed files' : n === 1 ? 'the changed file' : `the ${n} changed files`;

export const QUESTION_FRAMES: Record<string, QuestionFrame> = {
  competitors: {
    list: 'competitors',
    project: (p) => `${p} is a competitor you track`,
    mentioned: 'a competitor you track',
    kinds: (t) => `You track ${t} at your competitors`,
    action: () => 'weigh whether your roadmap needs an answer',
  },
  partners: {
    list: 'partners',
    project: (p) => `${p} is one of your partners`,
    mentioned: 'one of your partners',
    kinds: (t) => `You listed ${t} among your partnership interests`,
    action: ({ named }) => `ask ${named} what it means for the users you share`,
  },
  protocols: {
    list: 'protocols',
    project: (p) => `You monitor ${p} for risk`,
    mentioned: 'a protocol you monitor for risk',
    kinds: (t) => `You listed ${t} among the protocols you monitor`,
    action: ({ named }) => `check what you hold in ${named} against it`,
  },
  riskFactors: {
    list: 'risk factors',
    project: (p) => `You listed ${p} among your risk factors`,
    mentioned: 'one of your risk factors',
    kinds: (t) => `You listed ${t} among your risk factors`,
    action: ({ project }) => `check whether any position you hold depends on ${project}`,
  },
  auditProjects: {
    list: 'audited projects',
    project: (p) => `You audit ${p}`,
    mentioned: 'a project you audit',
    kinds: (t) => `You listed ${t} among the projects you audit`,
    action: ({ project, named, files: n }) =>
      project === named
        ? `add ${files(n)} to your next review of ${project}`
        : `check whether ${project}'s use of ${named} relies on code you reviewed`,
  },
  changeTypes: {
    list: 'change types',
    project: (p) => `You listed ${p} among the changes you review`,
    mentioned: 'a kind of change you review',
    kinds: (t) => `You review ${t}`,
    action: ({ project, files: n }) => `${files(n)} are a candidate for a review of ${project}`,
  },
  portfolio: {
    list: 'portfolio',
    project: (p) => `${p} is in your portfolio`,
    mentioned: 'a project in your portfolio',
    kinds: (t) => `You listed ${t} in your portfolio`,
    action: ({ named }) => `weigh it against your thesis for ${named}`,
  },
  economicFactors: {
    list: 'economic factors',
    project: (p) => `You listed ${p} among your economic factors`,
    mentioned: 'an economic factor you follow',
    kinds: (t) => `You follow ${t} as economic factors`,
    action: ({ project }) => `estimate what it does to ${project}'s fees, yields and token value`,
  },
  integrations: {
    list: 'integrations',
    project: (p) => `Your ecosystem integrates ${p}`,
    mentioned: 'an integration your ecosystem relies on',
    kinds: (t) => `You listed ${t} among your integrations`,
    action: ({ named }) => `check that your integration with ${named} still works`,
  },
  technicalChanges: {
    list: 'technical changes',
    project: (p) => `You listed ${p} among the technical changes you track`,
    mentioned: 'a technical change you track',
    kinds: (t) => `You track ${t}`,
    action: ({ project }) => `tell the builders in your ecosystem who use ${project}`,
  },
};

/** A question this table does not know (a newer profile) still reads as a sentence. */
export function frameOf(question: string): QuestionFrame {
  return (
    QUESTION_FRAMES[question] ?? {
      list: question,
      project: (p) => `${p} is on your ${question} list`,
      mentioned: `on your ${question} list`,
      kinds: (t) => `You listed ${t} under ${question}`,
      action: ({ project }) => `read what changed at ${project}`,
    }
  );
}
