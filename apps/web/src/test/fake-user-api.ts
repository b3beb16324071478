import type { User } from '@gitsignals/contracts';

/**
 * A stand-in for the backend user record behind GET/PUT /api/user/:id. A test's fetch stub hands
 * the user requests to `answer`; the test reads `puts` and `user` and can make PUTs fail or wait.
 */
export type FakeUserApi = {
  /** The stored record: what GET answers, updated by each successful PUT. */
  user: User;
  /** Every PUT body, in order. */
  puts: Partial<User>[];
  /** When set, PUTs fail with this status and message and change nothing. */
  putError: { status: number; message: string } | null;
  /** When set, PUT answers wait for it, so the saving state stays on screen. */
  holdPuts: Promise<void> | null;
  answer: (init?: RequestInit) => Promise<Response>;
};

export function fakeUserApi(initial: User): FakeUserApi {
  const api: FakeUserApi = {
    user: initial,
    puts: [],
    putError: null,
    holdPuts: null,
    async answer(init) {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Partial<User>;
        api.puts.push(body);
        if (api.holdPuts) await api.holdPuts;
        if (api.putError) {
          const { status, message } = api.putError;
          return Response.json({ error: { code: 'X', message } }, { status });
        }
        api.user = { ...api.user, ...body };
      }
      return Response.json(api.user);
    },
  };
  return api;
}
