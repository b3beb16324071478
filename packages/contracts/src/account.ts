// Account recovery calls of our own, next to better-auth's /api/auth endpoints (ADR 022).
import { z } from 'zod';

/** POST /account/email-change/undo: the token of the link e-mailed to the old address. */
export const undoEmailChangeRequestSchema = z.object({
  token: z.string().min(1).max(200),
});
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeRequestSchema>;

/** The address the account signs in with again. */
export const undoEmailChangeResponseSchema = z.object({ email: z.string() });
export type UndoEmailChangeResponse = z.infer<typeof undoEmailChangeResponseSchema>;
