import type { CheckoutSessionResponse, CreateCheckoutSessionRequest } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /billing/create-checkout-session/{userId} (spec section 7): where to pay. */
export function createCheckoutSession(
  userId: string,
  body: CreateCheckoutSessionRequest,
): Promise<CheckoutSessionResponse> {
  return call(endpoints.createCheckoutSession, { params: { userId }, body });
}

export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: CreateCheckoutSessionRequest }) =>
      createCheckoutSession(userId, body),
  });
}
