// The TOML and YAML parsers the caller supplies (the engine imports no parser library), as for
// manifests. A parser that throws on a file makes that file give no rows.
import type { TomlParser } from '../manifests/types';

export type YamlParser = (text: string) => unknown;

export interface ContactFileParsers {
  parseToml: TomlParser;
  parseYaml: YamlParser;
}

export type Table = Record<string, unknown>;

export const isTable = (v: unknown): v is Table =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The parsed document, or undefined when the text is not valid for the parser. */
export function tryParse(parse: (text: string) => unknown, text: string): unknown {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

/** A value as a list of strings: a string alone, or the strings of an array. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string');
}
