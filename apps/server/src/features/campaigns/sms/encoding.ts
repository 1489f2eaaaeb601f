import smpp from "smpp";

/*
 * The bytes of a simulated SMS (docs/smishing.md "Encoding"). A text goes as GSM 03.38 when every character is
 * in the default alphabet (the extension characters cost two septets), else as UCS-2; a text longer than one
 * SMS is cut into concatenated parts, each with a user data header (UDH). The character tables and the byte
 * coders are the `smpp` library's; this file only decides, counts and cuts.
 *
 * In SMPP 3.4, short_message with data_coding 0x00 carries GSM septets unpacked, one per octet (the library's
 * coder writes them so); the SMSC packs them for the air, where the 160 and 153 septet limits apply.
 */

export type SmsEncoding = "gsm7" | "ucs2";

/** submit_sm data_coding: 0x00 the SMSC default alphabet (GSM 03.38), 0x08 UCS-2. */
export const DATA_CODING: Record<SmsEncoding, number> = {
  gsm7: smpp.consts.ENCODING.SMSC_DEFAULT,
  ucs2: smpp.consts.ENCODING.UCS2,
};

/** submit_sm esm_class with the UDH indicator: short_message starts with a user data header. */
export const ESM_CLASS_UDHI = smpp.consts.ESM_CLASS.UDH_INDICATOR;
export const ESM_CLASS_DEFAULT = 0x00;

/**
 * What one SMS holds, in septets (GSM) or UTF-16 code units (UCS-2): 140 octets alone, 134 after the 6-octet
 * UDH of a concatenated part (GSM: 153 septets, since the header takes 7 septets with its fill bits).
 */
export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const satisfies Record<SmsEncoding, { single: number; part: number }>;

/** The reference and counters of the concatenation header are single octets. */
export const MAX_PARTS = 255;

/** The UDH of a concatenated part: length 5, then IE 0x00 (8-bit reference), IE length 3, ref, total, sequence. */
const UDH_LENGTH = 0x05;
const IE_CONCAT_8BIT = 0x00;
const IE_CONCAT_16BIT = 0x08;

const ESCAPE = "\x1B";
/** The default alphabet, from the library's table; ESC itself is not a character a text may carry. */
const GSM_BASIC = new Set([...smpp.gsmCoder.GSM.chars].filter((c) => c !== ESCAPE));
const GSM_EXTENSION = new Set(smpp.gsmCoder.GSM.extChars);

/**
 * The septets one character costs in GSM 03.38, or null when it is not in the default alphabet. 0x09 is the
 * capital "Ç" as in the ETSI table and on handsets, so a lowercase "ç" goes as UCS-2: sent as 0x09 it would
 * show as "Ç" ("plaÇa").
 */
export function gsmSeptets(character: string): 1 | 2 | null {
  if (GSM_BASIC.has(character)) return 1;
  if (GSM_EXTENSION.has(character)) return 2;
  return null;
}

export function isGsm7(text: string): boolean {
  for (const character of text) if (gsmSeptets(character) === null) return false;
  return true;
}

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM) or UTF-16 code units (UCS-2; a character outside the BMP is two). */
  units: number;
  /** How many SMS the text takes. */
  parts: number;
}

/** The text cut into parts of at most `limit` units, never inside a GSM escape or a surrogate pair. */
function cut(text: string, encoding: SmsEncoding, limit: number): string[] {
  const parts: string[] = [];
  let current = "";
  let used = 0;
  for (const character of text) {
    const cost = encoding === "gsm7" ? (gsmSeptets(character) ?? 1) : character.length;
    if (used + cost > limit) {
      parts.push(current);
      current = "";
      used = 0;
    }
    current += character;
    used += cost;
  }
  parts.push(current);
  return parts;
}

function unitsOf(text: string, encoding: SmsEncoding): number {
  if (encoding === "ucs2") return text.length;
  let septets = 0;
  for (const character of text) septets += gsmSeptets(character) ?? 1;
  return septets;
}

function split(text: string): { encoding: SmsEncoding; units: number; texts: string[] } {
  const encoding: SmsEncoding = isGsm7(text) ? "gsm7" : "ucs2";
  const units = unitsOf(text, encoding);
  const limits = SMS_LIMITS[encoding];
  const texts = units <= limits.single ? [text] : cut(text, encoding, limits.part);
  return { encoding, units, texts };
}

/** How a text would be sent: its alphabet, its length in that alphabet and its number of parts. */
export function measureSms(text: string): SmsLength {
  const { encoding, units, texts } = split(text);
  return { encoding, units, parts: texts.length };
}

/** One submit_sm's worth of a message. */
export interface SmsPart {
  /** The bytes of short_message: the UDH (when concatenated) then the encoded text. */
  shortMessage: Buffer;
  esmClass: number;
  dataCoding: number;
  /** The text this part carries. */
  text: string;
}

export interface EncodedSms extends SmsLength {
  segments: SmsPart[];
}

function encodeText(text: string, encoding: SmsEncoding): Buffer {
  return encoding === "gsm7" ? smpp.encodings.ASCII.encode(text) : smpp.encodings.UCS2.encode(text);
}

/**
 * The parts of a message, ready for submit_sm. `reference` (0-255) identifies the message among the recent ones
 * to the same phone, so the handset joins the right parts: take it per message, not per campaign.
 */
export function encodeSms(text: string, reference: number): EncodedSms {
  if (!Number.isInteger(reference) || reference < 0 || reference > 0xff)
    throw new RangeError(`The concatenation reference is one octet, not ${reference}.`);
  const { encoding, units, texts } = split(text);
  if (texts.length > MAX_PARTS) throw new RangeError(`A message takes at most ${MAX_PARTS} parts.`);
  const dataCoding = DATA_CODING[encoding];
  const segments = texts.map((partText, index): SmsPart => {
    const payload = encodeText(partText, encoding);
    if (texts.length === 1)
      return { shortMessage: payload, esmClass: ESM_CLASS_DEFAULT, dataCoding, text: partText };
    const udh = Buffer.from([UDH_LENGTH, IE_CONCAT_8BIT, 0x03, reference, texts.length, index + 1]);
    return {
      shortMessage: Buffer.concat([udh, payload]),
      esmClass: ESM_CLASS_UDHI,
      dataCoding,
      text: partText,
    };
  });
  return { encoding, units, parts: texts.length, segments };
}

/** A received part: where it belongs (null reference when it is a whole message) and its text. */
export interface ReadSmsPart {
  reference: number | null;
  total: number;
  sequence: number;
  text: string;
}

function decodeText(bytes: Buffer, dataCoding: number): string {
  if (dataCoding === DATA_CODING.gsm7) return smpp.encodings.ASCII.decode(bytes);
  if (dataCoding === DATA_CODING.ucs2) return smpp.encodings.UCS2.decode(bytes);
  throw new RangeError(`data_coding 0x${dataCoding.toString(16)} is not one we send.`);
}

/** Reads one short_message as an SMSC or a handset would (both concatenation headers, 8 and 16-bit). */
export function readSmsPart(part: Pick<SmsPart, "shortMessage" | "esmClass" | "dataCoding">): ReadSmsPart {
  const bytes = part.shortMessage;
  if ((part.esmClass & ESM_CLASS_UDHI) === 0)
    return { reference: null, total: 1, sequence: 1, text: decodeText(bytes, part.dataCoding) };
  const headerLength = bytes[0] ?? 0;
  let reference: number | null = null;
  let total = 1;
  let sequence = 1;
  for (let at = 1; at + 1 < headerLength + 1; ) {
    const id = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    const data = bytes.subarray(at + 2, at + 2 + length);
    if (id === IE_CONCAT_8BIT && length === 3) {
      reference = data.readUInt8(0);
      total = data.readUInt8(1);
      sequence = data.readUInt8(2);
    }
    if (id === IE_CONCAT_16BIT && length === 4) {
      reference = data.readUInt16BE(0);
      total = data.readUInt8(2);
      sequence = data.readUInt8(3);
    }
    at += 2 + length;
  }
  return { reference, total, sequence, text: decodeText(bytes.subarray(headerLength + 1), part.dataCoding) };
}

/** The text of a whole message from its parts, in any order; throws when parts are missing or mixed. */
export function decodeSms(parts: Pick<SmsPart, "shortMessage" | "esmClass" | "dataCoding">[]): string {
  const read = parts.map(readSmsPart).sort((a, b) => a.sequence - b.sequence);
  const first = read[0];
  if (!first) throw new RangeError("No part to decode.");
  const whole =
    read.length === first.total &&
    read.every(
      (p, index) => p.reference === first.reference && p.total === first.total && p.sequence === index + 1,
    );
  if (!whole) throw new RangeError("The parts do not make one whole message.");
  return read.map((p) => p.text).join("");
}
