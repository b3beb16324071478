import { apiErrorSchema } from '../common';

type ErrorAnswers<Status extends number> = { [S in Status]: typeof apiErrorSchema };

/** The error statuses a route may answer, each with the API's one error shape. */
export function errorAnswers<const Status extends number>(
  ...statuses: Status[]
): ErrorAnswers<Status> {
  // Object.fromEntries loses the keys' types; they are exactly `statuses`.
  return Object.fromEntries(
    statuses.map((status) => [status, apiErrorSchema]),
  ) as ErrorAnswers<Status>;
}
