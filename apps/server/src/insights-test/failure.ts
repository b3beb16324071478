// Why an insights test prompt got no answer, in words for the user, and what the operator must do
// about it, for the log. The http layer turns each reason into its status
// (http/routes/feeds/insights-test.ts): this module knows no HTTP.
export type InsightsTestFailureReason =
  /** The family's provider key is not set. */
  | 'model_not_configured'
  /** No answer within INSIGHTS_TIMEOUT_MS. */
  | 'model_timeout'
  /** The provider refused the call or failed. */
  | 'model_error';

/**
 * `message` is for the user (a product message, no configuration detail); `operatorDetail`, when
 * there is one, is what the operator must do, for the server log only.
 */
export class InsightsTestFailure extends Error {
  constructor(
    readonly reason: InsightsTestFailureReason,
    message: string,
    readonly operatorDetail?: string,
  ) {
    super(message);
    this.name = 'InsightsTestFailure';
  }
}
