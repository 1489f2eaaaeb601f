import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it, decoded enough for tests to read. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  /** The To header as written. */
  toHeader: string;
  subject: string;
  /** The plain-text part, or the HTML part with tags removed when there is no text part. */
  text: string;
  html: string;
  /** Every http(s) link in the text and HTML parts, in order, without duplicates. */
  links: string[];
  raw: string;
}

export interface MailSink {
  /** SMTP_URL for the product. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (received before or after the call) addressed to `to`, or any when "*". */
  waitForMail: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** Starts a real SMTP server on 127.0.0.1 (any port, no TLS, no authentication) that keeps every message. */
export async function startMailSink(): Promise<MailSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), envelopeTo);
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.to === "*" || mail.to.includes(waiter.to)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(to, timeoutMs = 15_000) {
      const address = to.toLowerCase();
      const already = messages.find((mail) => address === "*" || mail.to.includes(address));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          to: address,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          const seen = messages.map((mail) => mail.to.join(",")).join("; ") || "none";
          reject(new Error(`No e-mail to ${to} within ${timeoutMs} ms (received for: ${seen})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(part.headers.get("content-type") ?? "")?.[1] ?? "utf-8";
  let bytes: Buffer;
  if (encoding === "base64") bytes = Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  else if (encoding === "quoted-printable") bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, "utf8");
  return new TextDecoder(charset.toLowerCase()).decode(bytes);
}

function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i] as string;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === "B"
          ? Buffer.from(data, "base64")
          : decodeQuotedPrintable(data.replace(/_/g, " "));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

/** Leaf parts of a (possibly nested) multipart message. */
function leafParts(part: Part): Part[] {
  const contentType = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\n/, ""))));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const message = splitPart(raw);
  const leaves = leafParts(message);
  const ofType = (type: string) =>
    leaves.find((part) => (part.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
  const textPart = ofType("text/plain");
  const htmlPart = ofType("text/html");
  const html = htmlPart ? decodeBody(htmlPart) : "";
  const text = textPart
    ? decodeBody(textPart)
    : decodeEntities(html.replace(/<[^>]+>/g, " ")).replace(/[ \t]+/g, " ");
  const links = [
    ...new Set(
      [...`${text}\n${decodeEntities(html)}`.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((match) => match[0]),
    ),
  ];
  return {
    to: envelopeTo,
    toHeader: decodeHeaderWords(message.headers.get("to") ?? ""),
    subject: decodeHeaderWords(message.headers.get("subject") ?? ""),
    text,
    html,
    links,
    raw,
  };
}
