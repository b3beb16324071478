// The billing API of spec section 7: plans, checkout, the user's subscriptions, cancel and status;
// the test-mode checkout page's calls, the free tier's projects and the Stripe webhook (its body
// is read raw for the signature, so it has no body schema).
import {
  billingConfigResponseSchema,
  billingPlansResponseSchema,
  cancelSubscriptionResponseSchema,
  checkoutSessionResponseSchema,
  createCheckoutSessionRequestSchema,
  freeProjectsResponseSchema,
  subscriptionParamsSchema,
  subscriptionStatusResponseSchema,
  testCheckoutConfirmResponseSchema,
  testCheckoutParamsSchema,
  testCheckoutSessionSchema,
  userSubscriptionsResponseSchema,
  webhookAnswerSchema,
} from '../billing';
import { endpoints } from '../endpoints';
import { userIdParamSchema } from '../users';
import { errorAnswers } from './errors';

/** The error answers every billing route of a signed-in user may give. */
const userErrors = errorAnswers(400, 401, 403, 404);

export const billingEndpoints = {
  billingPlans: {
    ...endpoints.billingPlans,
    response: { 200: billingPlansResponseSchema },
  },
  billingConfig: {
    ...endpoints.billingConfig,
    response: { 200: billingConfigResponseSchema },
  },
  freeProjects: {
    ...endpoints.freeProjects,
    response: { 200: freeProjectsResponseSchema },
  },
  createCheckoutSession: {
    ...endpoints.createCheckoutSession,
    params: userIdParamSchema,
    body: createCheckoutSessionRequestSchema,
    response: { 200: checkoutSessionResponseSchema, ...userErrors, ...errorAnswers(409, 502) },
  },
  userSubscriptions: {
    ...endpoints.userSubscriptions,
    params: userIdParamSchema,
    response: { 200: userSubscriptionsResponseSchema, ...userErrors },
  },
  cancelSubscription: {
    ...endpoints.cancelSubscription,
    params: subscriptionParamsSchema,
    response: { 200: cancelSubscriptionResponseSchema, ...userErrors, ...errorAnswers(502) },
  },
  subscriptionStatus: {
    ...endpoints.subscriptionStatus,
    params: userIdParamSchema,
    response: { 200: subscriptionStatusResponseSchema, ...userErrors },
  },
  testCheckout: {
    ...endpoints.testCheckout,
    params: testCheckoutParamsSchema,
    response: { 200: testCheckoutSessionSchema, ...userErrors },
  },
  confirmTestCheckout: {
    ...endpoints.confirmTestCheckout,
    params: testCheckoutParamsSchema,
    response: { 200: testCheckoutConfirmResponseSchema, ...userErrors, ...errorAnswers(409) },
  },
  billingWebhook: {
    ...endpoints.billingWebhook,
    response: { 200: webhookAnswerSchema, ...errorAnswers(400, 502) },
  },
} as const;
