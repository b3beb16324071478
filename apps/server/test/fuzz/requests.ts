// One fuzzed HTTP request for an operation: who sends it, its path parameters and query (encoded
// the way a client could, lone surrogates included), its body (fitting the schema, off it, or
// not JSON at all) and the headers a browser would add.
import fc from 'fast-check';
import type { FuzzOperation, Parameter } from './operations';
import { nastyValue, SELF, valueOf, type KnownValues } from './values';

export type Actor = 'anonymous' | 'user' | 'premium';

export interface FuzzRequest {
  actor: Actor;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which encodeURIComponent
 * refuses) becomes the three bytes a careless client would send for it (WTF-8).
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Path segments no encoder produces but a client can send. */
const rawSegments = fc.constantFrom(
  '%00',
  'a%00b',
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%ED%A0%80',
  '%ED%B0%80x',
  '%',
  '%zz',
  '%C0%AF',
  '%FF%FE',
  '%E2%80%AE',
  '-1',
  '0',
  '-0',
  '1e308',
  'NaN',
  '9223372036854775808',
  '99999999999999999999999999',
  'x'.repeat(3000),
);

function segmentArb(parameter: Parameter, known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.strings).map(encodeLoose) },
    { weight: 3, arbitrary: fc.constant(SELF.id) },
    {
      weight: 3,
      arbitrary: valueOf(parameter.schema, { known, offSchema: true }).map((v) =>
        encodeLoose(asText(v)),
      ),
    },
    { weight: 2, arbitrary: rawSegments },
  );
}

const rawQueryPairs = fc.constantFrom(
  '%00=1',
  'a%00=b',
  '__proto__=x',
  'constructor[prototype][admin]=1',
  'x=%ED%A0%80',
  'x=%',
  'x=%zz',
  '=',
  '&&',
  'page=-1',
  'limit=1e308',
  'token=%00',
);

function queryArb(parameters: Parameter[], known: KnownValues): fc.Arbitrary<string> {
  const pairs = parameters.map((p) =>
    fc
      .option(
        fc.oneof(
          valueOf(p.schema, { known, offSchema: true }),
          // A repeated key arrives as an array.
          fc.array(valueOf(p.schema, { known, offSchema: false }), { minLength: 2, maxLength: 3 }),
        ),
        { freq: p.required ? 8 : 3 },
      )
      .map((value) =>
        value === null
          ? []
          : [value].flat().map((v) => `${encodeURIComponent(p.name)}=${encodeLoose(asText(v))}`),
      ),
  );
  return fc
    .tuple(fc.tuple(...pairs), fc.option(rawQueryPairs, { freq: 3 }))
    .map(([fields, raw]) => {
      const all = [...fields.flat(), ...(raw === null ? [] : [raw])];
      return all.length > 0 ? `?${all.join('&')}` : '';
    });
}

interface Body {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

const json = (value: unknown): Body => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? 'null',
});

const rawBodies: fc.Arbitrary<Body> = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    undefined,
  ),
  payload: fc.constantFrom<string | Buffer>(
    '',
    '{',
    '{"a":',
    '[',
    '['.repeat(40_000),
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    'null',
    '123',
    '"text"',
    '{"a":1,"a":2}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\u0000',
    '{"k\\u0000":"v"}',
    '{"s":"\\ud800"}',
    'a=b&c=%00',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
    `{"a":"${'x'.repeat(150 * 1024)}"}`,
  ),
});

function bodyArb(op: FuzzOperation, known: KnownValues): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ contentType: undefined, payload: undefined });
  if (!op.body) {
    return fc.oneof(
      { weight: 4, arbitrary: none },
      { weight: 1, arbitrary: rawBodies },
      { weight: 1, arbitrary: nastyValue.map(json) },
    );
  }
  return fc.oneof(
    { weight: 2, arbitrary: valueOf(op.body, { known, offSchema: false }).map(json) },
    { weight: 5, arbitrary: valueOf(op.body, { known, offSchema: true }).map(json) },
    { weight: 1, arbitrary: rawBodies },
    { weight: 1, arbitrary: none },
  );
}

/** Session cookies an anonymous client might send: broken, forged or absurd ones. */
const junkCookies = fc.constantFrom(
  undefined,
  undefined,
  'better-auth.session_token=%00',
  'better-auth.session_token=abc.def',
  'better-auth.session_token=%ED%A0%80',
  `better-auth.session_token=${'a'.repeat(5000)}`,
  'better-auth.session_token=',
);

/** The parts of a request, fitting its operation or fuzzed. */
interface Parts {
  actor: Actor;
  segments: string[];
  query: string;
  body: Body;
  origin: string | undefined;
  cookie: string | undefined;
}

/**
 * Two kinds of request, so each kind is common: fitting ones (every part as the operation
 * expects it, from this site, often naming the actor itself) reach past validation and access
 * checks into the route; fuzzed ones vary every part at once.
 */
export function requestArb(
  op: FuzzOperation,
  known: KnownValues,
  origins: { own: string; foreign: string },
): fc.Arbitrary<FuzzRequest> {
  const actor = fc.constantFrom<Actor>('anonymous', 'user', 'premium');
  const fitting: fc.Arbitrary<Parts> = fc.record({
    actor,
    segments: fc.tuple(
      ...op.pathParams.map((p) =>
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(SELF.id) },
          { weight: 2, arbitrary: fc.constantFrom(...known.strings).map(encodeLoose) },
          {
            weight: 1,
            arbitrary: valueOf(p.schema, { known, offSchema: false }).map((v) =>
              encodeLoose(asText(v)),
            ),
          },
        ),
      ),
    ),
    query: fc
      .tuple(
        ...op.query.map((p) =>
          fc
            .option(valueOf(p.schema, { known, offSchema: false }), { freq: p.required ? 20 : 2 })
            .map((v) =>
              v === null ? '' : `${encodeURIComponent(p.name)}=${encodeLoose(asText(v))}`,
            ),
        ),
      )
      .map((pairs) => {
        const present = pairs.filter((pair) => pair !== '');
        return present.length > 0 ? `?${present.join('&')}` : '';
      }),
    body: op.body
      ? valueOf(op.body, { known, offSchema: false }).map(json)
      : fc.constant<Body>({ contentType: undefined, payload: undefined }),
    origin: fc.constant(origins.own),
    cookie: fc.constant(undefined),
  });
  const fuzzed: fc.Arbitrary<Parts> = fc.record({
    actor,
    segments: fc.tuple(...op.pathParams.map((p) => segmentArb(p, known))),
    query: queryArb(op.query, known),
    body: bodyArb(op, known),
    // Browsers name the page's origin; API clients send none; another site's page its own.
    origin: fc.constantFrom<string | undefined>(
      origins.own,
      origins.own,
      undefined,
      origins.foreign,
    ),
    cookie: junkCookies,
  });
  return fc
    .oneof({ weight: 2, arbitrary: fitting }, { weight: 3, arbitrary: fuzzed })
    .map(({ actor, segments, query, body, origin, cookie }) => {
      let index = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? '');
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (origin) headers.origin = origin;
      if (actor === 'anonymous' && cookie) headers.cookie = cookie;
      return { actor, method: op.method, url: path + query, headers, payload: body.payload };
    });
}
