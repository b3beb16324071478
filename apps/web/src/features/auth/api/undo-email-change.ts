import type { UndoEmailChangeResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * POST /account/email-change/undo: the token of the link e-mailed to the old address. No session
 * is needed (the link is the proof); the answer names the address the account signs in with again.
 */
export function undoEmailChange(token: string): Promise<UndoEmailChangeResponse> {
  return call(endpoints.undoEmailChange, { body: { token } });
}

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
