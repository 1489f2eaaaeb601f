import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { DEFAULT_LOCALE, isLocale, serviceId } from "@wellguard/contract";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { type Attachment, type ParsedMail, type SimpleParserOptions, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import type { Db } from "../../db/database";
import { eventsCommitted, recordEvents } from "../../lib/events";
import { evaluateAchievements } from "../../lib/journey/achievements";
import { enqueueMail } from "../../mail/outbox";
import { phishingReportedMail } from "../../mail/templates";
import { recordSimulationEvent } from "../integrations/simulation-events";
import { recordPhishingResult } from "./results";
import { SIMULATION_HEADER } from "./sender";

/*
 * The report mailbox (docs/phishing-reporting.md): an inbound SMTP listener that is the company's address for
 * suspicious e-mail. One listener serves every company: the reporter (the envelope sender or the From header,
 * matched to a live person's e-mail address) decides the company. It has no AUTH and no STARTTLS, so it must
 * listen on an internal interface or behind the company's mail gateway, which does TLS and checks the sender
 * (SPF, DKIM, DMARC) before relaying here: the reporter is only as trustworthy as that check.
 *
 * - A forwarded simulation (its X-Wellguard-Simulation header in the message, in a forwarded-as-attachment
 *   part or quoted in an inline forward; or a tracking link /l/<token> or pixel /o/<token>.gif in the text)
 *   counts as reported for its recipient while the campaign runs, and the person is thanked by e-mail.
 * - Anything else is a real suspicious message: who sent it, its subject, its links and their domains, and its
 *   attachments as bytes are stored for the controller's review queue (reported-routes.ts). Attachments are
 *   never opened, parsed or executed here; they are only hashed and kept.
 *
 * Message bodies are never logged: one line per message says what happened to it.
 */

/** The largest message accepted; a larger one is refused with 552. */
export const REPORT_MAX_BYTES = 10 * 1024 * 1024;
const MAX_LINKS = 200;
const MAX_URL_LENGTH = 2048;
const MAX_ATTACHMENTS = 100;
const MAX_TOKENS = 20;
/** How deep forwarded-as-attachment messages are followed (a forward of a forward of the original). */
const MAX_DEPTH = 3;
const MAX_TEXT = 998;
const PHISHING = serviceId("phishing");

const TOKEN = "[A-Za-z0-9_-]{22,64}";
const TOKEN_END = "(?![A-Za-z0-9_-])";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The simulation header, as a header line or quoted in a forward's text or HTML (tags may sit between). */
const HEADER_TOKEN = new RegExp(
  `${escapeRegExp(SIMULATION_HEADER)}\\s*:\\s*(?:<[^>]*>\\s*)*(${TOKEN})${TOKEN_END}`,
  "gi",
);
/** Tracking links and open pixels, also URL-encoded inside a gateway's rewritten link (Safe Links). */
const LINK_TOKEN = new RegExp(`(?<=[A-Za-z0-9\\]])(?:/|%2f)l(?:/|%2f)(${TOKEN})${TOKEN_END}`, "gi");
const PIXEL_TOKEN = new RegExp(`(?<=[A-Za-z0-9\\]])(?:/|%2f)o(?:/|%2f)(${TOKEN})\\.gif`, "gi");
const URL_PATTERN = /https?:\/\/[^\s<>"'`\\^{}|]+/gi;
/** Prefixes mail clients put before a forwarded or answered subject, in the product's languages and others. */
const SUBJECT_PREFIX = /^\s*(?:(?:re|fw|fwd|rv|enc|tr|wg|aw|pd|odp|sv|vs)\s*(?:\[\d+\])?\s*:\s*)+/i;
/** The first line of the header block an inline forward quotes ("From:", "De:", "Od:"...). */
const QUOTED_FROM = /^(?:from|de|von|od|nork|remitente|envoyé par|da)\s*:\s*(.+)$/i;
const QUOTED_SUBJECT = /^(?:subject|asunto|assumpte|assunto|betreff|temat|objet|oggetto|gaia)\s*:\s*(.+)$/i;
const QUOTED_OTHER =
  /^(?:sent|date|to|cc|enviado|fecha|data|para|per|a|do|dw|nori|noiz|bidalia|gesendet|an|envoyé|à)\s*:/i;

const PARSER_OPTIONS: SimpleParserOptions = {
  // Embedded messages are followed here, one by one, rather than merged into the text.
  ignoreEmbedded: true,
  skipImageLinks: true,
  keepCidLinks: true,
  skipTextToHtml: true,
  checksumAlgo: false,
  maxHtmlLengthToParse: 2_000_000,
};

export interface ReportMailboxOptions {
  /** 0 takes a free port (tests); `port` then tells which. */
  port: number;
  host: string;
  log: FastifyBaseLogger;
  /** Where the thank-you texts are read (packages/contract/locales). */
  repoRoot: string;
  /** The campaign clock: a report counts while the campaign has not ended. */
  clock?: () => number;
  /** Called after a thank-you e-mail was queued (to start a delivery round). */
  onMailQueued?: () => void;
}

export interface ReportedLink {
  url: string;
  domain: string;
}

export interface KeptAttachment {
  fileName: string;
  declaredType: string | null;
  size: number;
  sha256: string;
  content: Buffer;
}

/** What a reported message says about itself; nothing in it was executed or fetched. */
export interface ReportAnalysis {
  /** Candidate simulation tokens, in the order found. */
  tokens: string[];
  /** The addresses of the message's own From header (the reporter, or whoever forwarded it). */
  fromAddresses: string[];
  /** The original's sender and subject: the forwarded part's when there is one, else the message's. */
  sender: string | null;
  subject: string | null;
  links: ReportedLink[];
  attachments: KeptAttachment[];
}

/** Control and format characters (bidi overrides that disguise an extension, zero-width marks) are removed. */
export function cleanFileName(name: string | undefined): string {
  const cleaned = (name ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[\\/]/g, "_")
    .trim()
    .slice(0, 255);
  return cleaned || "attachment";
}

function cleanText(text: string | undefined | null): string | null {
  const cleaned = (text ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned ? cleaned.slice(0, MAX_TEXT) : null;
}

function tokensIn(text: string, into: Set<string>): void {
  for (const pattern of [HEADER_TOKEN, LINK_TOKEN, PIXEL_TOKEN])
    for (const match of text.matchAll(pattern)) if (match[1] && into.size < MAX_TOKENS) into.add(match[1]);
}

/** Every http(s) URL of the text (HTML entities of an attribute decoded), normalised, with its host name. */
function linksIn(text: string, into: Map<string, ReportedLink>): void {
  for (const match of text.matchAll(URL_PATTERN)) {
    if (into.size >= MAX_LINKS) return;
    const raw = match[0].replace(/&amp;/gi, "&").replace(/[.,;:!?)\]}'"]+$/, "");
    if (raw.length > MAX_URL_LENGTH) continue;
    try {
      const url = new URL(raw);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname && !into.has(url.href))
        into.set(url.href, { url: url.href, domain: url.hostname.toLowerCase() });
    } catch {
      // Not a URL after all.
    }
  }
}

interface Original {
  sender: string | null;
  subject: string | null;
}

/** The sender and subject of the header block an inline forward quotes, when its text has one. */
function quotedOriginal(text: string): Original | null {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/^[\s>]*/, "").replace(/\*/g, ""));
  for (let i = 0; i < lines.length; i++) {
    const from = QUOTED_FROM.exec(lines[i] ?? "");
    if (!from?.[1]) continue;
    const block = lines.slice(i + 1, i + 8);
    if (!block.some((line) => QUOTED_SUBJECT.test(line) || QUOTED_OTHER.test(line))) continue;
    const subject = block.map((line) => QUOTED_SUBJECT.exec(line)?.[1]).find(Boolean) ?? null;
    return { sender: from[1], subject };
  }
  return null;
}

function isEmbeddedMessage(attachment: Attachment): boolean {
  return attachment.contentType === "message/rfc822" || /\.eml$/i.test(attachment.filename ?? "");
}

/** An Outlook item (.msg): a compound file, never parsed; its bytes are only searched for the simulation. */
function isOutlookItem(attachment: Attachment): boolean {
  return attachment.contentType === "application/vnd.ms-outlook" || /\.msg$/i.test(attachment.filename ?? "");
}

function declaredType(attachment: Attachment): string | null {
  const header = attachment.headers.get("content-type") as { value?: unknown } | undefined;
  const value = typeof header?.value === "string" ? header.value : attachment.contentType;
  return cleanText(value?.toLowerCase())?.slice(0, 255) ?? null;
}

function keep(attachment: Attachment): KeptAttachment {
  const content = attachment.content;
  return {
    fileName: cleanFileName(attachment.filename),
    declaredType: declaredType(attachment),
    size: content.length,
    sha256: createHash("sha256").update(content).digest("hex"),
    content,
  };
}

/** Reads a reported message: its simulation tokens, the original's sender and subject, links and attachments. */
export async function analyseReport(raw: Buffer): Promise<ReportAnalysis> {
  const tokens = new Set<string>();
  const links = new Map<string, ReportedLink>();
  const attachments: KeptAttachment[] = [];
  // The original: a forwarded-as-attachment message's own headers win over the block an inline forward quotes.
  const original: { embedded?: Original; quoted?: Original } = {};

  const visit = async (mail: ParsedMail, depth: number) => {
    for (const { line } of mail.headerLines.filter((h) => h.key === SIMULATION_HEADER.toLowerCase()))
      tokensIn(line, tokens);
    const text = mail.text ?? "";
    const html = typeof mail.html === "string" ? mail.html : "";
    tokensIn(text, tokens);
    tokensIn(html, tokens);
    linksIn(text, links);
    linksIn(html, links);
    if (depth === 0) original.quoted = quotedOriginal(text) ?? undefined;
    for (const attachment of mail.attachments) {
      // Every attachment is kept as bytes, a forwarded message's own ones too (besides the .eml holding them),
      // so each file's hash is at hand in the review queue.
      if (attachments.length < MAX_ATTACHMENTS) attachments.push(keep(attachment));
      if (isEmbeddedMessage(attachment) && depth < MAX_DEPTH) {
        // A forwarded message (forward as attachment, or a report button's copy): a message, not a file.
        const embedded = await simpleParser(attachment.content, PARSER_OPTIONS).catch(() => null);
        if (!embedded) continue;
        original.embedded ??= { sender: embedded.from?.text ?? null, subject: embedded.subject ?? null };
        await visit(embedded, depth + 1);
      } else if (attachment.contentType === "text/rfc822-headers") {
        // The original's headers, as some report buttons send them.
        tokensIn(attachment.content.toString("utf8"), tokens);
      } else if (isOutlookItem(attachment)) {
        tokensIn(attachment.content.toString("latin1"), tokens);
        tokensIn(attachment.content.toString("utf16le"), tokens);
      }
    }
  };

  const parsed = await simpleParser(raw, PARSER_OPTIONS);
  await visit(parsed, 0);
  const found = original.embedded ?? original.quoted;
  return {
    tokens: [...tokens],
    fromAddresses: (parsed.from?.value ?? []).flatMap((a) => (a.address ? [a.address.toLowerCase()] : [])),
    sender: cleanText(found?.sender ?? parsed.from?.text),
    subject: cleanText(found?.subject ?? parsed.subject?.replace(SUBJECT_PREFIX, "")),
    links: [...links.values()],
    attachments,
  };
}

interface Reporter {
  id: number;
  company_id: number;
  email: string;
  services: number[];
}

interface SimulatedRecipient {
  id: string;
  person_id: number;
  end_at: Date;
  email: string | null;
  locale: string;
  person_locale: string | null;
  default_locale: string;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

function domainOf(address: string | undefined): string | null {
  const at = address?.lastIndexOf("@") ?? -1;
  return address && at >= 0 ? address.slice(at + 1).toLowerCase() : null;
}

/** The domain of a reported message's sender ("Name <a@b.example>" or a bare address), for phish.reported. */
function senderDomainOf(sender: string | null): string | null {
  return /@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/i.exec(sender ?? "")?.[1]?.toLowerCase() ?? null;
}

export class ReportMailbox {
  private server: SMTPServer | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly clock: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: ReportMailboxOptions,
  ) {
    this.clock = options.clock ?? Date.now;
  }

  /** The port it listens on (the bound one once started, which matters with port 0). */
  get port(): number {
    const address = this.server?.server.address() as AddressInfo | null | undefined;
    return address?.port ?? this.options.port;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      name: "wellguard-report-mailbox",
      banner: "Wellguard report mailbox",
      // No AUTH: it listens on an internal interface or behind the mail gateway (see the top of this file).
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      size: REPORT_MAX_BYTES,
      rejectOversized: true,
      disableReverseLookup: true,
      maxClients: 100,
      closeTimeout: 10_000,
      logger: false,
      // Any recipient: the address is the company's report address, whatever it is called there.
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        stream.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= REPORT_MAX_BYTES) chunks.push(chunk);
        });
        stream.on("end", () => {
          if (stream.sizeExceeded || bytes > REPORT_MAX_BYTES) {
            this.options.log.info({ bytes }, "report mailbox: message refused, larger than 10 MB");
            callback(smtpError(552, "Message larger than 10 MB"));
            return;
          }
          const work = this.receive(Buffer.concat(chunks), session).then(
            () => callback(),
            (err: unknown) => {
              this.options.log.error({ err }, "report mailbox: message not processed; the sender will retry");
              callback(smtpError(451, "Temporary failure, try again later"));
            },
          );
          this.inFlight.add(work);
          void work.finally(() => this.inFlight.delete(work));
        });
      },
    });
    server.on("error", (err) => this.options.log.warn({ err }, "report mailbox: connection error"));
    await new Promise<void>((resolve, reject) => {
      const failed = (err: Error) => reject(err);
      server.server.once("error", failed);
      server.listen(this.options.port, this.options.host, () => {
        server.server.off("error", failed);
        resolve();
      });
    });
    this.server = server;
    this.options.log.info({ port: this.port, host: this.options.host }, "report mailbox listening");
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.allSettled([...this.inFlight]);
  }

  /** Handles one received message; throws only when it should be tried again (a database failure). */
  async receive(raw: Buffer, session: Pick<SMTPServerSession, "envelope">): Promise<void> {
    const log = this.options.log;
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : "";
    let analysis: ReportAnalysis;
    try {
      analysis = await analyseReport(raw);
    } catch {
      log.info(
        { outcome: "dropped", reason: "unreadable", senderDomain: domainOf(envelopeFrom) },
        "report mailbox",
      );
      return;
    }
    const addresses = [...new Set([envelopeFrom, ...analysis.fromAddresses].filter(Boolean))];
    const reporter = await this.reporterOf(addresses);
    const now = new Date(this.clock());

    const recipients = await this.recipientsOf(analysis.tokens);
    if (recipients.length > 0) {
      // A known reporter is credited only for their own message (forwarding a colleague's does not count
      // for either). An unknown reporter (a forward from a personal address happens) still credits the
      // token's recipient, as long as every token found is the same person's: the token is proof enough
      // that the message reached someone who reported it, and it grants nothing but this recipient's result.
      const people = new Set(recipients.map((r) => r.person_id));
      const mine = reporter
        ? recipients.filter((r) => r.person_id === reporter.id)
        : people.size === 1
          ? recipients
          : [];
      const running = mine.filter((r) => now < r.end_at);
      const credited: string[] = [];
      for (const recipient of running) if (await this.credit(recipient, now)) credited.push(recipient.id);
      log.info(
        {
          outcome: "simulation",
          recipientIds: running.map((r) => r.id),
          reporterKnown: reporter !== undefined,
          ...(running.length === 0
            ? { reason: mine.length > 0 ? "campaign ended" : "not the reporter's own message" }
            : { thanked: credited.length }),
        },
        "report mailbox",
      );
      return;
    }

    if (!reporter) {
      log.info(
        { outcome: "dropped", reason: "unknown reporter", senderDomain: domainOf(addresses[0]) },
        "report mailbox",
      );
      return;
    }
    if (!reporter.services.includes(PHISHING)) {
      log.info(
        { outcome: "dropped", reason: "phishing not contracted", companyId: reporter.company_id },
        "report mailbox",
      );
      return;
    }
    const id = await this.db.transaction().execute(async (trx) => {
      const message = await trx
        .insertInto("reported_messages")
        .values({
          company_id: reporter.company_id,
          reporter_id: reporter.id,
          sender: analysis.sender,
          subject: analysis.subject,
          links: JSON.stringify(analysis.links),
          received_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const a of analysis.attachments) {
        await trx
          .insertInto("reported_attachments")
          .values({
            message_id: message.id,
            file_name: a.fileName,
            declared_type: a.declaredType,
            size: a.size,
            sha256: a.sha256,
            content: a.content,
          })
          .execute();
      }
      // The real phish's subject and sender address are left out: either may name the people involved (the
      // reviewers read them in the app); the sender's domain is what a SIEM matches.
      await recordEvents(trx, [
        {
          companyId: reporter.company_id,
          type: "phish.reported",
          occurredAt: now,
          data: {
            reportedMessageId: message.id,
            personId: reporter.id,
            senderDomain: senderDomainOf(analysis.sender),
            links: analysis.links.length,
            attachments: analysis.attachments.length,
          },
        },
      ]);
      return message.id;
    });
    eventsCommitted();
    log.info(
      {
        outcome: "stored",
        reportedMessageId: id,
        companyId: reporter.company_id,
        links: analysis.links.length,
        attachments: analysis.attachments.length,
      },
      "report mailbox",
    );
  }

  /** The live person with the first of the addresses (the envelope sender, then the From header). */
  private async reporterOf(addresses: string[]): Promise<Reporter | undefined> {
    if (addresses.length === 0) return undefined;
    const { rows } = await sql<Reporter>`select p.id, p.company_id, lower(p.email) as email, c.services
      from people p join companies c on c.id = p.company_id
      where lower(p.email) = any(${addresses}::text[]) and p.deleted_at is null and c.deleted_at is null`.execute(
      this.db,
    );
    for (const address of addresses) {
      const found = rows.find((r) => r.email === address);
      if (found) return found;
    }
    return undefined;
  }

  private async recipientsOf(tokens: string[]): Promise<SimulatedRecipient[]> {
    if (tokens.length === 0) return [];
    const { rows } = await sql<SimulatedRecipient>`select r.id, r.person_id, c.end_at, p.email, r.locale,
        p.locale as person_locale, co.default_locale
      from campaign_recipients r join campaigns c on c.id = r.campaign_id
      join people p on p.id = r.person_id join companies co on co.id = r.company_id
      where r.token = any(${tokens}::text[]) and p.deleted_at is null
      order by r.id`.execute(this.db);
    return rows;
  }

  /**
   * Records the report (its event every time; reported_at the first time) and the person's result; the first
   * report also queues the thank-you, in the same transaction. Returns whether a thank-you was queued.
   */
  private async credit(recipient: SimulatedRecipient, now: Date): Promise<boolean> {
    const thanked = await this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ reported_at: Date | null }>`select reported_at from campaign_recipients
        where id = ${recipient.id} for update`.execute(trx);
      const first = rows[0] !== undefined && rows[0].reported_at === null;
      await sql`update campaign_recipients set reported_at = coalesce(reported_at, ${now})
        where id = ${recipient.id}`.execute(trx);
      await trx
        .insertInto("campaign_events")
        .values({ recipient_id: recipient.id, kind: "report", at: now })
        .execute();
      await recordPhishingResult(trx, recipient.id, now);
      await recordSimulationEvent(trx, recipient.id, "simulation.reported", now, { first });
      // The reporting achievement unlocks with the report, not when the person's list is next read.
      await evaluateAchievements(trx, recipient.person_id, now);
      if (!first || !recipient.email) return false;
      const locale = [recipient.person_locale, recipient.default_locale, recipient.locale].find(isLocale);
      await enqueueMail(
        trx,
        phishingReportedMail({
          repoRoot: this.options.repoRoot,
          locale: locale ?? DEFAULT_LOCALE,
          to: recipient.email,
        }),
      );
      return true;
    });
    eventsCommitted();
    if (thanked) this.options.onMailQueued?.();
    return thanked;
  }
}
