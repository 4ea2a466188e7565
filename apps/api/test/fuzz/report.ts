/**
 * The live fuzzer's summary as text: the options and seed, requests per phase, outcomes overall and
 * per route × principal, the health figures, the server's log and exits, then the failures grouped
 * by signature (kind, route, status or error) with one reproducer each and how many more there were,
 * marked with the known defect they match, if any (`./known-defects.ts`).
 */
import type { Failure, FuzzReport, Reproducer } from './live-fuzz.ts';
import { knownDefectOf } from './known-defects.ts';

const number = (value: number) => value.toLocaleString('en');
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length)}… (${number(text.length)} characters)`;
}

/** A failure's group: same kind, route or logged path, status, code or leak. */
export function signature(failure: Failure): string {
  switch (failure.kind) {
    case 'status':
      return `status ${failure.status}${failure.code ? ` ${failure.code}` : ''} on ${failure.reproducer.route}`;
    case 'leak':
      return `${failure.what} leaked by ${failure.reproducer.route}`;
    case 'no-answer':
      return `no answer on ${failure.reproducer.route}`;
    case 'crash': {
      // What the process said as it died: its fatal log line, else the error it printed.
      const fatal = failure.exit.fatal[0];
      if (fatal) {
        return `server crash (exit code ${failure.exit.code}): fatal "${fatal.msg}" ${fatal.errType ?? ''}: ${
          fatal.errMessage ?? ''
        }`;
      }
      const error = failure.exit.stderr.find((line) => /^\w*Error\b/.test(line));
      const emitted = failure.exit.stderr.find((line) => line.startsWith('Emitted '));
      return `server crash (exit code ${failure.exit.code}, signal ${failure.exit.signal})${error ? `: ${error}` : ''}${
        emitted ? ` (${emitted.replace(/ at:$/, '')})` : ''
      }`;
    }
    case 'error-log': {
      const where = failure.line.url
        ? `${failure.line.method ?? ''} ${failure.line.url.split('?')[0]!.replace(UUID, '{id}')}`
        : 'a request the line does not name';
      return `logged at error level: "${failure.line.msg}" ${failure.line.errType ?? ''} ${failure.line.errCode ?? ''} ${
        failure.line.errMessage ? `"${failure.line.errMessage.slice(0, 80)}"` : ''
      } on ${where}`.replace(/\s+/g, ' ');
    }
    case 'health':
      return `health: ${failure.detail.replace(/[\d.]+/g, 'N')}`;
  }
}

/** A reproducer as lines: the request as sent (token named, not shown), the abort moment. */
export function formatReproducer(reproducer: Reproducer, indent = '      '): string[] {
  const lines = [
    `phase ${reproducer.phase}, as ${reproducer.principal}`,
    `${reproducer.method} ${cut(reproducer.target, 600)} HTTP/1.1`,
    ...reproducer.headers.map(([name, value]) => `${name}: ${value}`),
  ];
  if (reproducer.bodyBytes > 0) {
    lines.push(
      `body (${number(reproducer.bodyBytes)} bytes, JSON-escaped): ${cut(JSON.stringify(reproducer.body), 1500)}`,
    );
  }
  if (reproducer.abort) {
    lines.push(
      reproducer.abort.after === 'half-body'
        ? `client sent half the body, then closed the connection ${reproducer.abort.afterMs} ms later`
        : `client closed the connection ${reproducer.abort.afterMs} ms after sending`,
    );
  }
  return lines.map((line) => `${indent}${line}`);
}

function describe(failure: Failure): string[] {
  switch (failure.kind) {
    case 'status':
      return [
        ...formatReproducer(failure.reproducer),
        `      answer: ${failure.status} ${cut(failure.answer, 300)}`,
      ];
    case 'leak':
      return [
        ...formatReproducer(failure.reproducer),
        `      leaked: ${cut(JSON.stringify(failure.excerpt), 400)}`,
      ];
    case 'no-answer':
      return [...formatReproducer(failure.reproducer), `      no answer after ${ms(failure.ms)}`];
    case 'crash':
      return [
        ...failure.exit.fatal.map((line) => `      fatal: ${cut(line.line, 1500)}`),
        '      stderr:',
        ...failure.exit.stderr.slice(-25).map((line) => `        ${cut(line, 300)}`),
        `      candidates (${failure.candidates.length}): requests closed by the client within 30 s before, then those in flight:`,
        ...failure.candidates
          .slice(0, 4)
          .flatMap((candidate, index) => [
            `      (${index + 1})`,
            ...formatReproducer(candidate, '        '),
          ]),
      ];
    case 'error-log':
      return [
        `      log: ${cut(failure.line.line, 700)}`,
        ...(failure.candidate
          ? [
              failure.line.url
                ? '      the last request to that path before it:'
                : "      likely (closed by its client nearest the line's time):",
              ...formatReproducer(failure.candidate, '        '),
            ]
          : []),
      ];
    case 'health':
      return [`      ${failure.detail}`];
  }
}

/** The whole summary. */
export function formatReport(report: FuzzReport): string {
  const { options } = report;
  const lines: string[] = [];
  lines.push(
    `Live fuzz, seed ${options.seed}: ${number(report.requests)} requests in ${(report.durationMs / 1000).toFixed(1)} s ` +
      `(database seeded in ${(report.prepareMs / 1000).toFixed(1)} s, server started in ${(report.startupMs / 1000).toFixed(1)} s, on ${report.database})`,
    `options: ${JSON.stringify({
      perPair: options.perPair,
      rounds: options.rounds,
      durationMs: options.durationMs,
      maxRequests: options.maxRequests,
      concurrency: options.concurrency,
      abortShare: options.abortShare,
      zipBurst: options.zipBurst,
      aborts: options.aborts,
      abortConcurrency: options.abortConcurrency,
      healthP99Ms: options.healthP99Ms,
      healthMeasure: options.healthMeasure,
      requestTimeoutMs: options.requestTimeoutMs,
      maxRestarts: options.maxRestarts,
      server: options.server,
    })}`,
    `phases: ${Object.entries(report.byPhase)
      .map(([phase, count]) => `${phase} ${number(count)}`)
      .join(' · ')}`,
    `outcomes: ${[...report.statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, count]) => `${label} ×${number(count)}`)
      .join(' · ')}`,
    `time limit's own answers (503 DOCUMENT_TIMEOUT, not failures when the limit is set): ${number(report.timeLimitAnswers)}`,
    `health (GET /api/health every 50 ms, own thread): ${number(report.health.answered)}/${number(report.health.samples)} answered, ` +
      `p50 ${ms(report.health.p50)}, p99 ${ms(report.health.p99)}, max ${ms(report.health.max)}; ` +
      `control server p99 ${ms(report.health.controlP99)}, health over control p99 ${ms(report.health.excessP99)} ` +
      `(bound ${options.healthP99Ms} ms ${options.healthMeasure})`,
    `health by phase (p99, over control p99): ${Object.entries(report.healthByPhase)
      .map(
        ([phase, figures]) =>
          `${phase} ${ms(figures.p99)}, ${ms(figures.excessP99)} (${figures.answered} samples)`,
      )
      .join(' · ')}`,
    `routes in flight during the slowest health samples (1 %, at least 10): ${
      report.slowHealthRoutes.length === 0
        ? 'none'
        : report.slowHealthRoutes
            .slice(0, 8)
            .map(([route, count]) => `${route} ×${count}`)
            .join(' · ')
    }`,
    `server: ${report.crashes} crash(es), ${report.restarts} restart(s); ${
      report.shutdown
        ? `on SIGTERM it ${report.shutdown.killed ? 'did not stop and was killed' : `exited with code ${report.shutdown.code}`}`
        : 'was not running at the end'
    }`,
    `log lines (level message ×count): ${[...report.logCounts.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .slice(0, 12)
      .map(([key, count]) => `${key} ×${number(count)}`)
      .join(' · ')}`,
  );
  if (report.stderr.length > 0) {
    lines.push(
      `stderr (${report.stderr.length} lines, first 5):`,
      ...report.stderr.slice(0, 5).map((line) => `  ${cut(line, 200)}`),
    );
  }
  lines.push(
    `slowest routes (p99 / max of answered requests): ${[...report.latencyByRoute.entries()]
      .sort(([, a], [, b]) => b.p99 - a.p99)
      .slice(0, 8)
      .map(([route, figures]) => `${route} ${ms(figures.p99)} / ${ms(figures.max)}`)
      .join(' · ')}`,
  );
  lines.push('', 'requests per route × principal (outcome ×count):');
  for (const route of [...new Set([...report.routes, ...report.counts.keys()])]) {
    const byPrincipal = report.counts.get(route);
    lines.push(`  ${route}`);
    if (!byPrincipal) {
      lines.push('      (none)');
      continue;
    }
    lines.push(
      `      ${[...byPrincipal.entries()]
        .map(
          ([principal, outcomes]) =>
            `${principal} ${[...outcomes.entries()]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([label, count]) => `${label}×${count}`)
              .join(' ')}`,
        )
        .join(' · ')}`,
    );
  }
  lines.push('');
  if (report.failures.length === 0) {
    lines.push('PASSED: no status ≥ 500, no leak, no crash, no error logged, health within bounds.');
    return lines.join('\n');
  }
  const groups = new Map<string, Failure[]>();
  for (const failure of report.failures) {
    const key = signature(failure);
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  lines.push(`FAILED: ${number(report.failures.length)} failure(s) in ${groups.size} group(s)`);
  let index = 0;
  for (const [key, failures] of groups) {
    index += 1;
    const known = knownDefectOf(failures[0]!);
    lines.push(
      `[${index}] ${key} ×${failures.length}${known ? `  (known defect: ${known.id})` : ''}`,
      ...describe(failures[0]!),
    );
  }
  lines.push(
    '',
    `Reproduce the same requests: npm run fuzz -- --seed ${options.seed} (with the same options).`,
  );
  return lines.join('\n');
}
