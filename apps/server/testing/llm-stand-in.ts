// A local stand-in for the LLM providers' HTTP APIs (node:http on 127.0.0.1, a random port):
// OpenAI Chat Completions and Responses, Anthropic Messages and Google generateContent, each
// checking the request the way the real API would (auth header, structured-output request)
// and answering in its real wire format. By default it answers like a careful model: a title,
// a summary and highlights citing the commits listed in the prompt, with usage proportional to
// the prompt's size. Tests queue other behaviours: unknown shas, no citation, invalid JSON,
// a 500, a 429, a 401 (a refused key), or a hang (for timeouts). Started with
// `{ output: 'text' }` it stands in for free-text calls instead (the insights test page): no
// structured output is expected, and the answer is a plain text that names the model and quotes
// the prompt. A classification request (the LLM classifier's prompt) is answered with signals per
// commit (llm-classification-answers.ts).
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  classificationText,
  promptedCommits,
  type ClassificationBehaviour,
  type PromptedCommit,
} from './llm-classification-answers';
import { errorBody, refusalBody, successBody, type WireFormat } from './llm-wire-formats';

export type Behaviour =
  | 'ok'
  | 'unknown-sha'
  | 'uncited'
  | 'invalid-json'
  | 'wrong-shape'
  | 500
  | 429
  | 401
  | 'hang'
  | ClassificationBehaviour;

export interface PromptCommit {
  shortSha: string;
  signals: string;
  subject: string;
}

export interface RecordedRequest {
  format: WireFormat;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  model: string;
  /** Every text the request carried (system and user), joined. */
  prompt: string;
  project: string;
  commits: PromptCommit[];
  /** The commits of a classification request (empty for the writer's requests). */
  classified: PromptedCommit[];
  behaviour: Behaviour;
}

export interface ModelAnswer {
  title: string;
  summary: string;
  highlights: { text: string; shas: string[] }[];
}

export interface LlmStandIn {
  /** http://127.0.0.1:port */
  url: string;
  /** The base URL a provider's SDK client is given (its API root on the stand-in). */
  baseUrl(provider: 'openai' | 'anthropic' | 'google' | 'openai-compatible'): string;
  requests: RecordedRequest[];
  /** Milliseconds every answer waits (a model thinking); 0 by default. */
  delayMs: number;
  /** The most requests that were open at the same time. */
  readonly maxInFlight: number;
  /** Behaviours for the next requests, in order; 'ok' when the queue is empty. */
  queue(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

const COMMIT_LINE = /^- ([0-9a-f]{7}) \| [^|]* \| [^|]* \| signals: ([^|]*) \| [^|]* \| (.*)$/gm;

function stringsIn(value: unknown, out: string[], key = ''): string[] {
  // The JSON schema of the answer is not prompt text.
  if (key === 'schema' || key === 'response_format' || key === 'responseSchema') return out;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) stringsIn(v, out, k);
  return out;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** What a careful model answers: every claim cites the commits it comes from. */
export function plausibleAnswer(project: string, commits: PromptCommit[]): ModelAnswer {
  const [first, second] = commits;
  const sentence = (c: PromptCommit, lead: string) =>
    `${lead} ${lowerFirst(c.subject)} (${c.shortSha}).`;
  return {
    title: first ? `${project} ${lowerFirst(first.subject)}`.slice(0, 100) : `${project} activity`,
    summary: [first && sentence(first, project), second && sentence(second, 'It also')]
      .filter(Boolean)
      .join(' '),
    highlights: commits.slice(0, 8).map((c) => ({ text: c.subject, shas: [c.shortSha] })),
  };
}

function answerFor(behaviour: Behaviour, request: RecordedRequest): string {
  const answer = plausibleAnswer(request.project, request.commits);
  if (behaviour === 'invalid-json') return `Here is the report: ${answer.title}`;
  if (behaviour === 'wrong-shape') return JSON.stringify({ title: 5, items: [] });
  if (behaviour === 'unknown-sha') {
    answer.highlights.unshift({ text: 'Rewrote the consensus engine', shas: ['f00ba47'] });
    answer.summary = `${request.project} rewrote its consensus engine (f00ba47). ${answer.summary}`;
  }
  if (behaviour === 'uncited') {
    answer.highlights.unshift({ text: 'Partnered with a major exchange', shas: [] });
    answer.summary = `${request.project} partnered with a major exchange. ${answer.summary}`;
  }
  return JSON.stringify(answer);
}

interface Route {
  format: WireFormat;
  model: (body: Record<string, unknown>, path: string) => string;
  /** Why the real API would refuse the request, or null. */
  refuse: (headers: http.IncomingHttpHeaders, body: Record<string, unknown>) => string | null;
  /** The part of `refuse` that is about authentication and required fields (free-text calls). */
  refuseText?: (headers: http.IncomingHttpHeaders, body: Record<string, unknown>) => string | null;
}

const bearer = (h: http.IncomingHttpHeaders) =>
  /^Bearer \S+/.test(h.authorization ?? '') ? null : 'missing bearer token';

const ROUTES: { match: RegExp; route: Route }[] = [
  {
    match: /^\/v1\/chat\/completions$/,
    route: {
      format: 'openai-chat',
      model: (b) => String(b.model),
      refuse: (_h, b) => {
        const format = b.response_format as { type?: string; json_schema?: { schema?: unknown } };
        return format?.type === 'json_schema' && format.json_schema?.schema
          ? null
          : 'response_format json_schema expected';
      },
    },
  },
  {
    match: /^\/v1\/responses$/,
    route: {
      format: 'openai-responses',
      model: (b) => String(b.model),
      refuseText: (h) => bearer(h),
      refuse: (h, b) => {
        const text = b.text as { format?: { type?: string; schema?: unknown } } | undefined;
        return (
          bearer(h) ??
          (text?.format?.type === 'json_schema' && text.format.schema
            ? null
            : 'text.format json_schema expected')
        );
      },
    },
  },
  {
    match: /^\/v1\/messages$/,
    route: {
      format: 'anthropic',
      model: (b) => String(b.model),
      refuseText: (h, b) => {
        if (!h['x-api-key']) return 'missing x-api-key header';
        if (!h['anthropic-version']) return 'missing anthropic-version header';
        return typeof b.max_tokens === 'number' ? null : 'max_tokens: Field required';
      },
      refuse: (h, b) => {
        if (!h['x-api-key']) return 'missing x-api-key header';
        if (!h['anthropic-version']) return 'missing anthropic-version header';
        if (typeof b.max_tokens !== 'number') return 'max_tokens: Field required';
        const tools = (b.tools as { name?: string }[] | undefined) ?? [];
        const format = (b.output_config as { format?: { type?: string } } | undefined)?.format;
        return format?.type === 'json_schema' || tools.some((t) => t.name === 'json')
          ? null
          : 'output_config.format or a json tool expected';
      },
    },
  },
  {
    match: /^\/v1beta\/models\/([^/:]+):generateContent$/,
    route: {
      format: 'google',
      model: (_b, path) => decodeURIComponent(/models\/([^/:]+):/.exec(path)?.[1] ?? ''),
      refuseText: (h) =>
        h['x-goog-api-key'] ? null : 'API key not valid. Please pass a valid API key.',
      refuse: (h, b) => {
        if (!h['x-goog-api-key']) return 'API key not valid. Please pass a valid API key.';
        const config = b.generationConfig as { responseMimeType?: string } | undefined;
        return config?.responseMimeType === 'application/json'
          ? null
          : 'generationConfig.responseMimeType application/json expected';
      },
    },
  },
];

/**
 * The free-text answer: which model answered, and what it was asked (the request's longest
 * text: the prompt, not the role names and settings around it).
 */
export function textAnswerOf(model: string, body: Record<string, unknown>): string {
  const asked = stringsIn(body, []).reduce((a, b) => (b.length > a.length ? b : a), '');
  return `Stand-in ${model} answers:\n${asked}`;
}

type Send = (status: number, body: unknown, headers?: Record<string, string>) => void;

/** The request as the stand-in keeps it for tests: the prompt's project and commits parsed. */
function recordOf(
  route: Route,
  path: string,
  headers: http.IncomingHttpHeaders,
  body: Record<string, unknown>,
  behaviour: Behaviour,
): RecordedRequest {
  const prompt = stringsIn(body, []).join('\n');
  return {
    format: route.format,
    path,
    headers,
    body,
    model: route.model(body, path),
    prompt,
    project: /^Project: (.+?) \(/m.exec(prompt)?.[1] ?? 'Project',
    commits: [...prompt.matchAll(COMMIT_LINE)].map((m) => ({
      shortSha: m[1]!,
      signals: m[2]!.trim(),
      subject: m[3]!.trim(),
    })),
    classified: promptedCommits(prompt),
    behaviour,
  };
}

/** Answers a recorded request the way its behaviour says: an error, silence or an answer. */
function answerRecorded(send: Send, recorded: RecordedRequest, textOutput: boolean): void {
  const { format, behaviour, body } = recorded;
  if (behaviour === 'hang') return;
  if (behaviour === 500)
    return send(500, errorBody(format, 500, 'The server had an error processing your request.'));
  if (behaviour === 401) return send(401, errorBody(format, 401, 'Incorrect API key provided.'));
  if (behaviour === 429)
    return send(429, errorBody(format, 429, 'Rate limit reached, please try again shortly.'), {
      'retry-after-ms': '10',
      'retry-after': '0',
    });
  const text = textOutput
    ? textAnswerOf(recorded.model, body)
    : recorded.classified.length > 0
      ? classificationText(String(behaviour), recorded.classified)
      : answerFor(behaviour, recorded);
  // Usage as a tokenizer would count it: about four characters a token, over the whole
  // request (instructions, facts and the answer's JSON schema all count as input).
  const usage = {
    inputTokens: Math.ceil(JSON.stringify(body).length / 4),
    outputTokens: Math.ceil(text.length / 4),
  };
  if (behaviour === 'refusal') return send(200, refusalBody(format, recorded.model, usage));
  const viaTool =
    format === 'anthropic' &&
    ((body.tools as { name?: string }[] | undefined) ?? []).some((t) => t.name === 'json') &&
    behaviour !== 'invalid-json';
  send(200, successBody(format, recorded.model, text, usage, { viaTool }));
}

/** What the stand-in holds between requests. */
interface StandInState {
  textOutput: boolean;
  requests: RecordedRequest[];
  queued: Behaviour[];
}

/** One whole request: refused as the real API would, or recorded and answered. */
function handleRequest(
  state: StandInState,
  req: http.IncomingMessage,
  raw: Buffer,
  send: Send,
): void {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const found = ROUTES.find((r) => r.match.test(path));
  if (req.method !== 'POST' || !found) return send(404, { error: { message: 'not found' } });
  const { format, refuse, refuseText } = found.route;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    return send(400, errorBody(format, 400, 'request body is not JSON'));
  }
  const refusal = state.textOutput
    ? (refuseText?.(req.headers, body) ?? null)
    : refuse(req.headers, body);
  if (refusal) {
    const status = /key|token/.test(refusal) ? 401 : 400;
    return send(status, errorBody(format, status, refusal));
  }
  const behaviour = state.queued.shift() ?? 'ok';
  const recorded = recordOf(found.route, path, req.headers, body, behaviour);
  state.requests.push(recorded);
  answerRecorded(send, recorded, state.textOutput);
}

export async function startLlmStandIn(
  options: { output?: 'json' | 'text' } = {},
): Promise<LlmStandIn> {
  const state: StandInState = {
    textOutput: options.output === 'text',
    requests: [],
    queued: [],
  };
  const sockets = new Set<Socket>();
  let inFlight = 0;
  let maxInFlight = 0;

  const server = http.createServer((req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send: Send = (status, body, headers = {}) => {
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(body));
        }, standIn.delayMs);
      };
      handleRequest(state, req, Buffer.concat(chunks), send);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn: LlmStandIn = {
    url,
    baseUrl: (provider) => (provider === 'google' ? `${url}/v1beta` : `${url}/v1`),
    requests: state.requests,
    delayMs: 0,
    get maxInFlight() {
      return maxInFlight;
    },
    queue: (...behaviours) => state.queued.push(...behaviours),
    close: async () => {
      // Hanging requests keep their sockets open: end them so close() returns.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}
