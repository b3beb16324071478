import type { CheckoutSessionResponse, CreateCheckoutSessionRequest } from '@gitsignals/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /billing/create-checkout-session/{userId} (spec section 7): where to pay. */
export function createCheckoutSession(
  userId: string,
  body: CreateCheckoutSessionRequest,
): Promise<CheckoutSessionResponse> {
  return api.post<CheckoutSessionResponse>(
    `/billing/create-checkout-session/${encodeURIComponent(userId)}`,
    body,
  );
}

export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: CreateCheckoutSessionRequest }) =>
      createCheckoutSession(userId, body),
  });
}
