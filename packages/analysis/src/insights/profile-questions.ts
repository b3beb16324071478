// The Agent Hub's five profiles and their two questions each (spec section 2). The answer keys
// must stay identical to AGENT_PROFILE_QUESTIONS in packages/contracts; analysis imports nothing
// from the repo, so they are repeated here and a server test keeps the two equal.

export type ProfileType = 'growth' | 'risk' | 'auditor' | 'investor' | 'ecosystem';

export interface ProfileQuestion {
  /** The answer key stored in users.project_profile. */
  key: string;
  /** insights.insight_type when this question's answer matched first. */
  insightType: string;
}

export const PROFILE_QUESTIONS: Record<ProfileType, readonly [ProfileQuestion, ProfileQuestion]> = {
  growth: [
    { key: 'competitors', insightType: 'competitor_activity' },
    { key: 'partners', insightType: 'partner_activity' },
  ],
  risk: [
    { key: 'protocols', insightType: 'protocol_risk' },
    { key: 'riskFactors', insightType: 'risk_factor' },
  ],
  auditor: [
    { key: 'auditProjects', insightType: 'audit_target_change' },
    { key: 'changeTypes', insightType: 'change_to_review' },
  ],
  investor: [
    { key: 'portfolio', insightType: 'portfolio_update' },
    { key: 'economicFactors', insightType: 'economic_factor' },
  ],
  ecosystem: [
    { key: 'integrations', insightType: 'integration_update' },
    { key: 'technicalChanges', insightType: 'technical_change' },
  ],
};

export const PROFILE_TYPES = Object.keys(PROFILE_QUESTIONS) as ProfileType[];

export function isProfileType(value: string): value is ProfileType {
  return Object.hasOwn(PROFILE_QUESTIONS, value);
}
