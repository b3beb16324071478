import {
  AGENT_PROFILE_QUESTIONS,
  AGENT_PROFILE_TYPES,
  type AgentProfileType,
} from '@gitsignals/contracts/constants';
import type { ProjectProfile } from '@gitsignals/contracts';

export interface AgentQuestion {
  key: string;
  label: string;
  placeholder: string;
  /** The answer's list in a sentence: "Aave, Lido (protocols)". */
  list: string;
}

export interface AgentProfileInfo {
  type: AgentProfileType;
  title: string;
  description: string;
  questions: AgentQuestion[];
  /** What to add when a run found nothing: the kinds of answer that match more. */
  emptyHint: string;
}

type QuestionCopy = { label: string; placeholder: string; list: string };

// Spec section 2: five profiles, two questions each (keys from the shared constants).
const COPY: Record<
  AgentProfileType,
  {
    title: string;
    description: string;
    emptyHint: string;
    questions: Record<string, QuestionCopy>;
  }
> = {
  growth: {
    title: 'Growth Agent',
    description: 'Spots competitor moves and partnership openings in the daily activity.',
    emptyHint:
      'Add more competitors or partners: their own activity, and other projects’ work that names them, matches.',
    questions: {
      competitors: {
        label: 'Which competitors do you want to track?',
        placeholder: 'e.g. Uniswap, Curve, Balancer',
        list: 'competitors',
      },
      partners: {
        label: 'Which partners or potential partners matter to you?',
        placeholder: 'e.g. Chainlink, LayerZero',
        list: 'partners',
      },
    },
  },
  risk: {
    title: 'Risk Agent',
    description: 'Watches the protocols you depend on for risky changes.',
    emptyHint:
      'Add protocols you monitor, or kinds of change such as security fixes, oracle changes or governance: those match any project’s activity.',
    questions: {
      protocols: {
        label: 'Which protocols do you monitor for risk?',
        placeholder: 'e.g. Aave, Lido, MakerDAO',
        list: 'protocols',
      },
      riskFactors: {
        label: 'Which risk factors concern you most?',
        placeholder: 'e.g. security fixes, oracle changes, governance',
        list: 'risk factors',
      },
    },
  },
  auditor: {
    title: 'Auditor Agent',
    description: 'Finds code changes that call for a security review.',
    emptyHint:
      'Add projects you audit, or kinds of change such as upgrades, breaking changes or security fixes: those match any project’s activity.',
    questions: {
      auditProjects: {
        label: 'Which projects do you audit, or want to?',
        placeholder: 'e.g. Compound, Morpho',
        list: 'projects you audit',
      },
      changeTypes: {
        label: 'Which kinds of change should trigger a review?',
        placeholder: 'e.g. upgrades, breaking changes, security fixes',
        list: 'changes to review',
      },
    },
  },
  investor: {
    title: 'Investor Agent',
    description: 'Follows development activity across your portfolio.',
    emptyHint:
      'Add projects in your portfolio, or economic factors such as tokenomics, staking rewards or parameter updates: those match any project’s activity.',
    questions: {
      portfolio: {
        label: 'Which projects are in your portfolio?',
        placeholder: 'e.g. Celestia, Arbitrum, Optimism',
        list: 'portfolio',
      },
      economicFactors: {
        label: 'Which economic factors do you follow?',
        placeholder: 'e.g. tokenomics, staking rewards, parameter updates',
        list: 'economic factors',
      },
    },
  },
  ecosystem: {
    title: 'Ecosystem Agent',
    description: 'Tracks integrations and technical shifts across your ecosystem.',
    emptyHint:
      'Add the integrations you rely on, or technical changes such as bridges, new chains or deployments: those match any project’s activity.',
    questions: {
      integrations: {
        label: 'Which integrations matter to your ecosystem?',
        placeholder: 'e.g. Chainlink, Wormhole, The Graph',
        list: 'integrations',
      },
      technicalChanges: {
        label: 'Which technical changes do you track?',
        placeholder: 'e.g. bridges, new chains, deployments',
        list: 'technical changes',
      },
    },
  },
};

export const AGENT_PROFILES: AgentProfileInfo[] = AGENT_PROFILE_TYPES.map((type) => ({
  type,
  title: COPY[type].title,
  description: COPY[type].description,
  emptyHint: COPY[type].emptyHint,
  questions: AGENT_PROFILE_QUESTIONS[type].map((key) => ({ key, ...COPY[type].questions[key]! })),
}));

export const profileInfo = (type: AgentProfileType): AgentProfileInfo =>
  AGENT_PROFILES.find((p) => p.type === type)!;

/** The configured profiles in the spec's order (a stored object's key order is not kept). */
export function configuredTypes(
  profile: ProjectProfile | Record<string, unknown>,
): AgentProfileType[] {
  return AGENT_PROFILE_TYPES.filter((type) => Object.hasOwn(profile, type));
}

/** Spec section 9: insight dates read MM/DD/YYYY in UTC. */
export function formatInsightDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return `${match[2]}/${match[3]}/${match[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** 'competitor_activity' → 'Competitor activity'. */
export function insightTypeLabel(type: string): string {
  const words = type.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The profile's answers as one phrase, "Aave, Lido (protocols) or security fixes (risk
 * factors)"; empty when nothing is answered.
 */
export function answersPhrase(profile: AgentProfileInfo, answers: Record<string, string>): string {
  const parts = profile.questions
    .map((q) => ({ q, text: (answers[q.key] ?? '').trim().replace(/\s*[\n;]+\s*/g, ', ') }))
    .filter(({ text }) => text !== '')
    .map(({ q, text }) => `${text} (${q.list})`);
  return parts.join(' or ');
}
