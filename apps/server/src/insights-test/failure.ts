// Why an insights test prompt got no answer, in words for the user. The http layer turns each
// reason into its status (http/routes/feeds/insights-test.ts): this module knows no HTTP.
export type InsightsTestFailureReason =
  /** The family's provider key is not set. */
  | 'model_not_configured'
  /** No answer within INSIGHTS_TIMEOUT_MS. */
  | 'model_timeout'
  /** The provider refused the call or failed. */
  | 'model_error';

export class InsightsTestFailure extends Error {
  constructor(
    readonly reason: InsightsTestFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'InsightsTestFailure';
  }
}
