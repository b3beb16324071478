// fast-check arbitraries for one value of a JSON Schema: values that fit it (so requests get past
// validation into the route) and values off it (wrong types, NUL bytes, lone surrogates, odd
// Unicode, huge strings, extreme numbers), mixed at every depth of an object or array.
import fc from 'fast-check';
import type { JsonSchema } from './operations';

/**
 * Stand-ins for the sending actor's own id, e-mail and password: a request is generated before
 * its actor's current values are known (an actor may be replaced mid-run), so these are put in
 * at send time. They make requests like PUT /user/{own id} with the right password likely.
 */
export const SELF = {
  id: 'SELF-ID',
  email: 'self-email@fuzz.invalid',
  password: 'SELF-PASSWORD',
} as const;

/** Values of this test's data the fuzzer should try, so requests reach past lookups. */
export interface KnownValues {
  strings: string[];
  emails: string[];
  urls: string[];
  /** Field names to add to objects that take any (better-auth's update-user takes the user's). */
  fieldNames: string[];
}

/** Over the 100 KiB body limit once JSON-encoded, and far over every field's maximum. */
const HUGE = 120 * 1024;

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** One character of any kind, a NUL and lone surrogate halves included. */
const anyChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom('\u0000', ...LONE_SURROGATES) },
  { weight: 1, arbitrary: fc.constantFrom('%', '_', '\\', "'", '"', '\n', '/', '.') },
);

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'abc\u0000def',
  '\u0000'.repeat(50),
  '\ud800',
  'a\udc00b',
  '\udc00\ud800',
  '\ud83d',
  '\ufeffBOM',
  '\u202eRTL override',
  'zero\u200bwidth',
  '\uffff\ufffe',
  'e\u0301\u0301\u0301',
  '𝕏🧪👩‍👩‍👧',
  '..',
  '../../etc/passwd',
  '%00',
  '%',
  '%%',
  '_%_',
  '\\',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '$1',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x10',
  '9007199254740993',
  '99999999999999999999999',
  '-1',
  '1.5',
  ' 1',
  '١٢٣',
  'true',
  'null',
  '__proto__',
  'constructor',
);

const hugeStrings = fc.constantFrom(
  'a'.repeat(HUGE),
  '€'.repeat(HUGE / 2),
  'a'.repeat(20_000),
  `${'x'.repeat(5_000)}\u0000`,
);

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: oddStrings },
  { weight: 3, arbitrary: fc.string({ unit: anyChar, maxLength: 30 }) },
  { weight: 1, arbitrary: hugeStrings },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -0,
    0,
    -1,
    0.5,
    -0.5,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.EPSILON,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 - 1,
    -(2 ** 53),
    2 ** 63,
    2 ** 64,
    1e21,
    -1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything but what was asked for: the other JSON types, and some nested oddities. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], [null], { '': '' }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.parse('{"__proto__": {"admin": true}}') as unknown,
      { constructor: { prototype: { admin: true } } },
      { 'key\u0000': 1 },
      { '\ud800': 'lone surrogate key' },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const clamp = (n: number, low: number, high: number) => Math.min(Math.max(n, low), high);

function numberBounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  // OpenAPI 3.0 spells an exclusive bound as a boolean next to minimum/maximum.
  const exclusive = (bound: unknown) => (bound === true ? step : 0);
  const low =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + step
      : (schema.minimum ?? -1e6) + exclusive(schema.exclusiveMinimum);
  const high =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - step
      : (schema.maximum ?? 1e6) - exclusive(schema.exclusiveMaximum);
  return { min: low, max: Math.max(low, high) };
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = numberBounds(schema, integer);
  // Mostly small values, plus both bounds (a page of 2^53 - 1 is as valid as page 1).
  const small = integer
    ? fc.integer({ min: clamp(min, -1e6, 1e6), max: clamp(max, clamp(min, -1e6, 1e6), 1e6) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 4, arbitrary: small },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function patternArb(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function stringArb(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const plain = fc.string({ minLength, maxLength });
  const knownStrings = fc.constantFrom(...known.strings);
  switch (schema.format) {
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.constantFrom(SELF.email, ...known.emails));
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.oneof(fc.webUrl(), fc.constantFrom(...known.urls));
  }
  const matching = schema.pattern ? patternArb(schema.pattern) : undefined;
  if (matching)
    return fc.oneof({ weight: 3, arbitrary: matching }, { weight: 1, arbitrary: plain });
  return fc.oneof(
    { weight: 2, arbitrary: plain },
    { weight: 2, arbitrary: knownStrings },
    { weight: 2, arbitrary: fc.constant(SELF.id) },
    { weight: 1, arbitrary: fc.constantFrom(...known.urls, ...known.emails) },
  );
}

function mergeAllOf(schemas: JsonSchema[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.assign({}, ...schemas.map((s) => s.properties ?? {})) as Record<
      string,
      JsonSchema
    >,
    required: schemas.flatMap((s) => s.required ?? []),
  };
}

export interface ValueOptions {
  known: KnownValues;
  /** Whether a value at any depth may be swapped for one off the schema. */
  offSchema: boolean;
}

const MAX_DEPTH = 4;

/** A value for the schema; with offSchema, any part of it may be a nasty value instead. */
export function valueOf(
  schema: JsonSchema,
  options: ValueOptions,
  depth = 0,
): fc.Arbitrary<unknown> {
  const fitting = fittingValue(schema, options, depth);
  if (!options.offSchema) return fitting;
  return fc.oneof({ weight: 5, arbitrary: fitting }, { weight: 1, arbitrary: nastyValue });
}

function fittingValue(
  schema: JsonSchema,
  options: ValueOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) {
    return fc.oneof(...union.map((s) => valueOf(s, options, depth + 1)));
  }
  if (schema.allOf) return valueOf(mergeAllOf(schema.allOf), options, depth + 1);
  const types = [schema.type ?? []].flat();
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => fittingValue({ ...schema, type }, options, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringArb(schema, options.known);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, options, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectArb(schema, options, depth);
  }
  if (schema.properties) return objectArb(schema, options, depth);
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * A field's value, with a hint from its name where the schema says only 'string': a wrong
 * password, an address that is not an e-mail or a callback to another site stops at the first
 * check, so such fields mostly get the actor's own password and e-mail and this site's pages.
 */
function fieldValue(
  name: string,
  schema: JsonSchema,
  options: ValueOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const value = valueOf(schema, options, depth);
  const { known } = options;
  if (/password/i.test(name)) return fc.oneof(fc.constant(SELF.password), value);
  if (/email/i.test(name)) return fc.oneof(fc.constantFrom(SELF.email, ...known.emails), value);
  if (/url|redirect/i.test(name)) return fc.oneof(fc.constantFrom(...known.urls), value);
  return value;
}

function objectArb(
  schema: JsonSchema,
  options: ValueOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, fieldValue(name, s, options, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((name) => name in model);
  // Off the schema, a required field may go missing too.
  const requiredKeys = options.offSchema
    ? fc.subarray(required, { minLength: Math.max(0, required.length - 1) })
    : fc.constant(required);
  const extra =
    typeof schema.additionalProperties === 'object' || options.offSchema
      ? fc.dictionary(
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom(...Object.keys(properties), ...options.known.fieldNames),
          ),
          valueOf(
            typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {},
            options,
            depth + 1,
          ),
          { maxKeys: 2 },
        )
      : fc.constant({});
  return requiredKeys.chain((keys) =>
    fc
      .tuple(fc.record(model, { requiredKeys: keys }), extra)
      .map(([fields, more]) => ({ ...more, ...fields })),
  );
}
