// The quarterly analysis as the engine answers it: the fields of spec section 3 in the spec's
// snake_case, so the server stores and serves them without renaming. Mirrors
// packages/contracts/src/quarterly.ts (analysis imports nothing from the repo).
import type { SignalId } from '@gitsignals/domain';

export interface KeyMilestone {
  date_period: string;
  milestone: string;
  frontend_impact: string;
  /** The signals the milestone itself carries, most important first: its impact follows them. */
  signals: SignalId[];
  /** Replayed history: the day git recorded (date_period is the replayed day); else null. */
  recorded_date: string | null;
}

export interface TopPriority {
  priority: string;
  description: string;
  business_impact: string;
}

export interface CompetitiveIntelligence {
  performance_and_security_improvements: {
    improvement_type: string;
    technical_implementation: string;
    measurable_impact: string;
    competitor_implementation: string;
  }[];
  development_patterns_and_tools: {
    pattern_or_tool: string;
    productivity_impact: string;
    adoption_evidence: string;
    competitor_adoption_path: string;
  }[];
  immediate_tech_adoptions: {
    technology: string;
    urgency: string;
    version: string;
    implementation_timeframe: string;
    use_case: string;
    competitor_action: string;
  }[];
  architectural_changes: {
    change_type: string;
    technical_details: string;
    business_impact: string;
    competitor_response: string;
  }[];
  new_integrations_and_apis: {
    service_name: string;
    integration_type: string;
    competitive_advantage: string;
    competitor_alternative: string;
  }[];
}

export interface QuarterlyAnalysisResult {
  summary: string;
  key_themes: string[];
  detailed_analysis: string;
  web3_technologies_adopted: string[];
  major_features: string[];
  technical_highlights: string[];
  key_milestones_timeline: KeyMilestone[];
  top_three_priorities: TopPriority[];
  productivity_metrics: {
    total_files_changed: number;
    total_lines_changed: number;
    active_repositories: number;
  };
  competitive_intelligence: CompetitiveIntelligence;
}

export interface QuarterlyMetrics {
  total_commits: number;
  total_files_changed: number;
  total_lines_changed: number;
  unique_authors: { count: number };
  unique_repositories: { count: number; names: string[] };
  unique_contributors: number;
  lines_of_code_changed: number;
  meaningful_commits: number;
  filtered_commits: number;
  signal_counts: { signal: SignalId; commits: number }[];
}

export interface QuarterWeek {
  weekStart: string;
  commits: number;
  contributors: number;
}

/** Replayed demo history: the days git recorded for the quarter's first and last commit. */
export interface QuarterReplay {
  recorded_start: string;
  recorded_end: string;
}

export interface QuarterlyAnalysisDraft {
  quarter: string;
  period_start: string;
  period_end: string;
  is_open: boolean;
  total_commits: number;
  analysis_result: QuarterlyAnalysisResult;
  metrics: QuarterlyMetrics;
  weekly_activity: QuarterWeek[];
  peers: string[];
  /** The peers whose stacks are like the project's: what recommendations are measured against. */
  comparable_peers: string[];
  /** Null for live history. */
  replay: QuarterReplay | null;
}
