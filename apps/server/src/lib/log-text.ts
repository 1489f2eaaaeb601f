/*
 * The readable log (LOG_FORMAT=text, the default; issue 15, point 15): pino writes one JSON object a line,
 * and this turns each into one short line, a request as "12:04:31 GET /api/v1/auth/info 200 3 ms".
 * LOG_FORMAT=json keeps pino's JSON lines for log collectors. Redaction happens before either (app.ts).
 */

const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};
/** Fields every pino line has, or that the request line shows in its own way. */
const HIDDEN = new Set([
  "level",
  "time",
  "pid",
  "hostname",
  "msg",
  "reqId",
  "req",
  "res",
  "responseTime",
  "err",
]);

function clock(time: unknown): string {
  const date = new Date(typeof time === "number" ? time : Date.now());
  return date.toTimeString().slice(0, 8);
}

function value(v: unknown): string {
  return typeof v === "string" ? v : JSON.stringify(v);
}

/** One pino JSON line as one short line of text (a line that is not JSON passes unchanged). */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith("\n") ? line : `${line}\n`;
  }
  const time = clock(entry.time);
  const level = LEVELS[Number(entry.level)] ?? "INFO";
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  if (req && res) {
    const ms = typeof entry.responseTime === "number" ? ` ${Math.round(entry.responseTime)} ms` : "";
    const mark = level === "INFO" ? "" : `${level} `;
    return `${time} ${mark}${req.method} ${req.url} ${res.statusCode}${ms}\n`;
  }
  const extras = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, v]) => `${key}=${value(v)}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const error = err ? ` ${Number(entry.level) >= 50 && err.stack ? err.stack : (err.message ?? "")}` : "";
  return `${time} ${level.padEnd(5)} ${String(entry.msg ?? "")}${extras.length ? ` ${extras.join(" ")}` : ""}${error}\n`;
}

/** A pino destination that writes the text form to `out`. */
export function textLogStream(out: { write(line: string): void }): { write(line: string): void } {
  return { write: (line: string) => out.write(formatLogLine(line)) };
}
