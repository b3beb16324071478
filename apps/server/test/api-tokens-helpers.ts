// Making personal API tokens as a user does (POST with the session), and calling the API with one
// as a script does: `Authorization: Bearer gs_…`, no cookie, no Origin (curl).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreatedApiToken } from '@gitsignals/contracts';
import type { SignedInUser } from './auth-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function makeApiToken(
  app: FastifyInstance,
  user: SignedInUser,
  body: { name?: string; expiresAt?: string } = {},
): Promise<CreatedApiToken> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/api-tokens`,
    headers: { cookie: user.cookie },
    payload: { name: body.name ?? 'script', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`token not made: ${res.statusCode} ${res.body}`);
  return res.json<CreatedApiToken>();
}

export function callWithToken(app: FastifyInstance, token: string) {
  return (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** A token of the right shape that was never made. */
export const unknownToken = () => ['gs', 'x'.repeat(43)].join('_');

export const TOKEN_REFUSED = {
  error: {
    code: 'api_token_not_allowed',
    message:
      'API tokens can only read data: sign in to change your account, billing, tokens or alerts.',
  },
};

export const TOKEN_INVALID = {
  error: {
    code: 'invalid_api_token',
    message: 'This API token is not valid: it was revoked, it has expired, or it never existed.',
  },
};
