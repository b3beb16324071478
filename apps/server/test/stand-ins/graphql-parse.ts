// A small GraphQL reader for the GitHub stand-in: operations with fields, aliases, arguments
// (strings, numbers, enums, booleans, null, objects, lists) and inline fragments. Enough to answer
// the collector's queries the way GitHub would, and to price them with GitHub's formula.

export type GraphqlValue =
  string | number | boolean | null | GraphqlValue[] | { [key: string]: GraphqlValue };

export interface FieldNode {
  kind: 'field';
  alias: string | null;
  name: string;
  args: Record<string, GraphqlValue>;
  selections: SelectionNode[] | null;
}

export interface FragmentNode {
  kind: 'fragment';
  on: string;
  selections: SelectionNode[];
}

export type SelectionNode = FieldNode | FragmentNode;

const TOKEN =
  /\s+|,|#[^\n]*|(\.\.\.|[{}():[\]!$=@])|("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?)|([A-Za-z_]\w*)/y;

type Token = { type: 'punct' | 'string' | 'number' | 'name'; value: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`Syntax error at ${at}: ${source.slice(at, at + 20)}`);
    if (match[1]) tokens.push({ type: 'punct', value: match[1] });
    else if (match[2]) tokens.push({ type: 'string', value: JSON.parse(match[2]) as string });
    else if (match[3]) tokens.push({ type: 'number', value: match[3] });
    else if (match[4]) tokens.push({ type: 'name', value: match[4] });
  }
  return tokens;
}

/** The top-level selections of the (single) operation in the document. */
export function parseOperation(source: string): SelectionNode[] {
  const tokens = tokenize(source);
  let i = 0;
  const peek = () => tokens[i];
  const next = () => {
    const token = tokens[i++];
    if (!token) throw new Error('Unexpected end of query');
    return token;
  };
  const expect = (value: string) => {
    const token = next();
    if (token.value !== value) throw new Error(`Expected ${value}, got ${token.value}`);
  };

  function value(): GraphqlValue {
    const token = next();
    if (token.type === 'string') return token.value;
    if (token.type === 'number') return Number(token.value);
    if (token.value === '{') {
      const object: Record<string, GraphqlValue> = {};
      while (peek()?.value !== '}') {
        const key = next().value;
        expect(':');
        object[key] = value();
      }
      expect('}');
      return object;
    }
    if (token.value === '[') {
      const list: GraphqlValue[] = [];
      while (peek()?.value !== ']') list.push(value());
      expect(']');
      return list;
    }
    if (token.value === '$') throw new Error('Variables are not supported by the stand-in');
    if (token.value === 'true') return true;
    if (token.value === 'false') return false;
    if (token.value === 'null') return null;
    return token.value;
  }

  function selectionSet(): SelectionNode[] {
    expect('{');
    const selections: SelectionNode[] = [];
    while (peek()?.value !== '}') {
      if (peek()?.value === '...') {
        next();
        expect('on');
        const on = next().value;
        selections.push({ kind: 'fragment', on, selections: selectionSet() });
        continue;
      }
      let name = next().value;
      let alias: string | null = null;
      if (peek()?.value === ':') {
        next();
        alias = name;
        name = next().value;
      }
      const args: Record<string, GraphqlValue> = {};
      if (peek()?.value === '(') {
        next();
        while (peek()?.value !== ')') {
          const key = next().value;
          expect(':');
          args[key] = value();
        }
        expect(')');
      }
      const selections_ = peek()?.value === '{' ? selectionSet() : null;
      selections.push({ kind: 'field', alias, name, args, selections: selections_ });
    }
    expect('}');
    return selections;
  }

  if (peek()?.value === 'query') {
    next();
    if (peek()?.type === 'name') next();
  }
  return selectionSet();
}

/**
 * GitHub's documented rate-limit score: every connection (a field given first or last) needs one
 * request per parent it is fetched for; the sum divided by 100, rounded, is the cost (at least 1).
 */
export function requestsOf(selections: SelectionNode[], parents = 1): number {
  let total = 0;
  for (const s of selections) {
    if (!s.selections) continue;
    if (s.kind === 'fragment') {
      total += requestsOf(s.selections, parents);
      continue;
    }
    const size = s.args.first ?? s.args.last;
    if (typeof size === 'number') {
      total += parents;
      total += requestsOf(s.selections, parents * size);
    } else {
      total += requestsOf(s.selections, parents);
    }
  }
  return total;
}

export const costOf = (selections: SelectionNode[]) =>
  Math.max(1, Math.round(requestsOf(selections) / 100));
