/**
 * What the live fuzzer holds against an answer (`answerProblems`) and against the whole run
 * (`healthFigures`), kept apart from the run itself so that each detector is tested on its own
 * (`live-fuzz.test.ts`):
 *
 * - a status of 500 or more is a failure, except the documents' time limit's own answer (503
 *   `DOCUMENT_TIMEOUT`) when the run tightened that limit on purpose;
 * - no answer body (text, JSON or HTML, decompressed) shows a stack trace, SQL text, an access token
 *   or a password hash — unless the same text was in the request (an echo of the input is no leak);
 * - the health endpoint's p99 latency stays within the bound.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { quantile, type HealthSample } from './health-sampler.ts';

/** A problem found in one answer. */
export type AnswerProblem =
  { kind: 'status'; status: number; code?: string } | { kind: 'leak'; what: LeakKind; excerpt: string };

export type LeakKind = 'stack trace' | 'SQL text' | 'token' | 'password hash';

/**
 * What each leak looks like. Stack frames as V8 prints them; SQL as drizzle and PostgreSQL write it
 * (quoted identifiers, the driver's "Failed query", the server's own error texts) — never the words
 * a person or the fuzzer's injection strings write; JWTs (`eyJ…` header and payload); argon2 PHC
 * strings.
 */
const LEAK_PATTERNS: readonly { what: LeakKind; pattern: RegExp }[] = [
  {
    what: 'stack trace',
    pattern: /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+\)?/,
  },
  { what: 'stack trace', pattern: /node_modules\/[\w@.-]+\/[^\s"']+\.[cm]?js/ },
  { what: 'stack trace', pattern: /"stack"\s*:\s*"/ },
  { what: 'SQL text', pattern: /Failed query:/i },
  {
    what: 'SQL text',
    pattern:
      /\b(?:syntax error at or near|invalid input syntax for|violates (?:foreign key|unique|check|not-null) constraint)\b/i,
  },
  // Quotes as they are in JSON text too (`\"users\"`).
  { what: 'SQL text', pattern: /\b(?:relation|column) \\?"[^"\\]{1,64}\\?" (?:does not exist|of relation)/i },
  { what: 'SQL text', pattern: /\bselect\b[^;]{0,200}?\bfrom \\?"[a-z_]+\\?"/i },
  { what: 'SQL text', pattern: /\b(?:insert into|delete from|update) \\?"[a-z_]+\\?"/i },
  { what: 'token', pattern: /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/ },
  { what: 'password hash', pattern: /\$argon2(?:id|i|d)\$/ },
];

/** Content types whose bodies are scanned for leaks (documents and archives are not text). */
const TEXT_TYPES = /^(?:application\/(?:json|problem\+json|xml|javascript)|text\/)/i;

/** The body as the client reads it: decompressed by its Content-Encoding; null when it cannot be. */
export function decodedBody(body: Buffer, contentEncoding: string | undefined): Buffer | null {
  try {
    switch ((contentEncoding ?? '').trim().toLowerCase()) {
      case '':
      case 'identity':
        return body;
      case 'br':
        return brotliDecompressSync(body);
      case 'gzip':
        return gunzipSync(body);
      case 'deflate':
        return inflateSync(body);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

export interface AnswerCheckOptions {
  /** Accept 503 `DOCUMENT_TIMEOUT` (the run set a tight DOCUMENT_TIMEOUT_MS on purpose). */
  allowTimeLimit: boolean;
  /** Exact secrets no answer may hold (the principals' access tokens). */
  secrets: readonly string[];
}

/** The error code of a JSON answer (`{ code, message }`), if it has one. */
export function errorCode(headers: Record<string, string>, body: Buffer): string | undefined {
  if (!/json/i.test(headers['content-type'] ?? '')) return undefined;
  const text = decodedBody(body, headers['content-encoding'])?.toString('utf8');
  try {
    const parsed = JSON.parse(text ?? '') as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

/** True for the documents' time limit's own answer. */
export function isTimeLimitAnswer(status: number, code: string | undefined): boolean {
  return status === 503 && code === 'DOCUMENT_TIMEOUT';
}

/**
 * The problems of one answer: its status (≥ 500), and leaks in its body. `sent` is the request's
 * text (target and body, latin1): a match that is also in it is an echo, not a leak.
 */
export function answerProblems(
  answer: { status: number; headers: Record<string, string>; body: Buffer },
  sent: string,
  options: AnswerCheckOptions,
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const code = errorCode(answer.headers, answer.body);
  if (answer.status >= 500 && !(options.allowTimeLimit && isTimeLimitAnswer(answer.status, code))) {
    problems.push({ kind: 'status', status: answer.status, ...(code ? { code } : {}) });
  }
  const type = answer.headers['content-type'] ?? '';
  if (answer.body.length === 0 || (type !== '' && !TEXT_TYPES.test(type))) return problems;
  const decoded = decodedBody(answer.body, answer.headers['content-encoding']);
  if (!decoded) return problems;
  const text = decoded.toString('utf8');
  for (const secret of options.secrets) {
    if (secret && text.includes(secret))
      problems.push({ kind: 'leak', what: 'token', excerpt: excerpt(text, text.indexOf(secret)) });
  }
  for (const { what, pattern } of LEAK_PATTERNS) {
    const match = pattern.exec(text);
    if (match && !sent.includes(match[0])) {
      problems.push({ kind: 'leak', what, excerpt: excerpt(text, match.index) });
    }
  }
  return problems;
}

function excerpt(text: string, index: number): string {
  return text.slice(Math.max(0, index - 80), index + 160);
}

/** The health endpoint's figures over a run. */
export interface HealthFigures {
  samples: number;
  answered: number;
  p50: number;
  p99: number;
  max: number;
  /** The control server's p99 (what the machine alone costs). */
  controlP99: number;
  /** p99 of the health latency minus the control's at the same moment: what the server adds. */
  excessP99: number;
  /** Samples that failed outside the windows excused (a crash and its restart). */
  failures: { at: number; error: string }[];
}

/**
 * Latency quantiles of the answered samples, and the failed samples, leaving out those that started
 * within an excused window (`[from, to]`, e.g. between a crash and the restarted server's first answer).
 */
export function healthFigures(
  samples: readonly HealthSample[],
  excused: readonly { from: number; to: number }[] = [],
): HealthFigures {
  const counted = samples.filter(
    (sample) => !excused.some((window) => sample.at >= window.from && sample.at <= window.to),
  );
  const latencies = counted.flatMap((sample) => (sample.ms === undefined ? [] : [sample.ms]));
  const controls = counted.flatMap((sample) => (sample.controlMs === undefined ? [] : [sample.controlMs]));
  const excess = counted.flatMap((sample) =>
    sample.ms === undefined || sample.controlMs === undefined ? [] : [sample.ms - sample.controlMs],
  );
  return {
    samples: counted.length,
    answered: latencies.length,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.length > 0 ? Math.max(...latencies) : Number.NaN,
    controlP99: quantile(controls, 0.99),
    excessP99: quantile(excess, 0.99),
    failures: counted.flatMap((sample) =>
      sample.error === undefined ? [] : [{ at: sample.at, error: sample.error }],
    ),
  };
}
