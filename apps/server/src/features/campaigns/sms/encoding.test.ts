import smpp from "smpp";
import { describe, expect, it } from "vitest";
import {
  DATA_CODING,
  decodeSms,
  ESM_CLASS_UDHI,
  encodeSms,
  gsmSeptets,
  isGsm7,
  measureSms,
  readSmsPart,
  type SmsPart,
} from "./encoding";

/*
 * GSM 03.38 / UCS-2 choice, part boundaries and the bytes of submit_sm's short_message (docs/smishing.md
 * "Encoding"). Reference values are from 3GPP TS 23.038 (alphabet) and 23.040 (concatenation IE 0x00).
 */

const hex = (bytes: Buffer) => bytes.toString("hex");
const udh = (reference: number, total: number, sequence: number) =>
  hex(Buffer.from([0x05, 0x00, 0x03, reference, total, sequence]));

describe("the alphabet", () => {
  it("keeps plain ASCII, accented letters of the default table and newlines in GSM", () => {
    expect(isGsm7("Hello, your parcel is waiting @ depot 3!\n")).toBe(true);
    expect(isGsm7("é è à ù ì ò É Ñ ñ Ü ü Ä ä Ö ö Å å Ø ø Æ æ ß £ ¥ § ¿ ¡")).toBe(true);
  });

  it("counts the extension characters as two septets", () => {
    expect(gsmSeptets("a")).toBe(1);
    for (const character of ["€", "[", "]", "{", "}", "\\", "^", "~", "|"])
      expect(gsmSeptets(character)).toBe(2);
    expect(measureSms("Pay 1,99€ [now]")).toEqual({ encoding: "gsm7", units: 18, parts: 1 });
  });

  it("sends Polish, Spanish á/í/ó/ú and the Catalan middle dot as UCS-2", () => {
    expect(measureSms("ąęł")).toEqual({ encoding: "ucs2", units: 3, parts: 1 });
    expect(hex(encodeSms("ąęł", 0).segments[0]?.shortMessage ?? Buffer.alloc(0))).toBe("010501190142");
    expect(isGsm7("María")).toBe(false);
    expect(isGsm7("Col·legi")).toBe(false);
    expect(isGsm7("Collegi")).toBe(true);
  });

  it("treats 0x09 as the capital Ç of the ETSI table, so a lowercase ç is UCS-2", () => {
    expect(gsmSeptets("Ç")).toBe(1);
    expect(hex(encodeSms("Ç", 0).segments[0]?.shortMessage ?? Buffer.alloc(0))).toBe("09");
    expect(measureSms("plaça").encoding).toBe("ucs2");
  });

  it("keeps Basque without special letters (ñ included) in GSM", () => {
    expect(measureSms("Kaixo Iñaki, zure paketea Iruñeko bulegoan dago.").encoding).toBe("gsm7");
  });

  it("counts an emoji as two UTF-16 units", () => {
    expect(measureSms("📦")).toEqual({ encoding: "ucs2", units: 2, parts: 1 });
    expect(hex(encodeSms("📦", 0).segments[0]?.shortMessage ?? Buffer.alloc(0))).toBe("d83ddce6");
  });

  it("never lets a raw ESC through as if it were a character", () => {
    expect(isGsm7("a\x1Bb")).toBe(false);
  });
});

describe("the parts", () => {
  it("puts 160 ASCII characters in one SMS with no header, and 161 in two", () => {
    const single = encodeSms("a".repeat(160), 7);
    expect(single.parts).toBe(1);
    expect(single.segments[0]).toMatchObject({ esmClass: 0x00, dataCoding: 0x00 });
    expect(single.segments[0]?.shortMessage).toEqual(Buffer.alloc(160, 0x61));

    const double = encodeSms("a".repeat(161), 7);
    expect(double.parts).toBe(2);
    expect(double.segments.map((s) => s.text.length)).toEqual([153, 8]);
    expect(double.segments.map((s) => s.shortMessage.length)).toEqual([159, 14]);
    expect(double.segments.map((s) => hex(s.shortMessage.subarray(0, 6)))).toEqual([
      udh(7, 2, 1),
      udh(7, 2, 2),
    ]);
    for (const segment of double.segments)
      expect(segment).toMatchObject({ esmClass: 0x40, dataCoding: 0x00 });
  });

  it("fills two GSM parts to 306 septets and opens a third at 307", () => {
    expect(measureSms("a".repeat(306)).parts).toBe(2);
    expect(measureSms("a".repeat(307)).parts).toBe(3);
    expect(measureSms("€".repeat(80)).parts).toBe(1);
    expect(measureSms(`${"€".repeat(80)}a`).parts).toBe(2);
  });

  it("never splits a GSM escape sequence across parts", () => {
    const text = `${"a".repeat(152)}€${"a".repeat(7)}`;
    const encoded = encodeSms(text, 1);
    expect(encoded.units).toBe(161);
    expect(encoded.segments.map((s) => s.text)).toEqual(["a".repeat(152), `€${"a".repeat(7)}`]);
    expect(hex(encoded.segments[1]?.shortMessage.subarray(6, 8) ?? Buffer.alloc(0))).toBe("1b65");
    expect(decodeSms(encoded.segments)).toBe(text);
  });

  it("puts 70 UCS-2 characters in one SMS and cuts 71 into 67 and 4", () => {
    expect(encodeSms("ł".repeat(70), 0).segments).toHaveLength(1);
    expect(encodeSms("ł".repeat(70), 0).segments[0]?.shortMessage).toHaveLength(140);
    const double = encodeSms("ł".repeat(71), 200);
    expect(double.segments.map((s) => s.text.length)).toEqual([67, 4]);
    expect(double.segments.map((s) => s.shortMessage.length)).toEqual([140, 14]);
    expect(hex(double.segments[0]?.shortMessage.subarray(0, 6) ?? Buffer.alloc(0))).toBe(udh(200, 2, 1));
    for (const segment of double.segments)
      expect(segment).toMatchObject({ esmClass: 0x40, dataCoding: 0x08 });
    expect(measureSms("ł".repeat(134)).parts).toBe(2);
    expect(measureSms("ł".repeat(135)).parts).toBe(3);
  });

  it("never splits a surrogate pair across parts", () => {
    const text = `${"ł".repeat(66)}📦${"ł".repeat(10)}`;
    const encoded = encodeSms(text, 3);
    expect(encoded.units).toBe(78);
    expect(encoded.segments.map((s) => s.text)).toEqual(["ł".repeat(66), `📦${"ł".repeat(10)}`]);
    expect(decodeSms(encoded.segments)).toBe(text);
  });

  it("decodes the parts of real messages back to their text, in any order", () => {
    const texts = [
      "Iñaki, zure paketea ez da entregatu. Ordaindu 1,99€ hemen: https://example.test/s/AbCdEfGhIjKlMnOp ".repeat(
        3,
      ),
      "Łukasz, Twoja paczka czeka na dopłatę 1,99 zł. Zapłać: https://example.test/s/AbCdEfGhIjKlMnOp ".repeat(
        2,
      ),
      "Hola Núria, la teva col·lecció t'espera a la plaça. 🎁 Respon abans de dilluns.",
    ];
    for (const [index, text] of texts.entries()) {
      const encoded = encodeSms(text, index);
      expect(encoded.parts).toBeGreaterThan(1);
      expect(decodeSms([...encoded.segments].reverse())).toBe(text);
      expect(encoded.segments.map((s) => readSmsPart(s).sequence)).toEqual(
        encoded.segments.map((_s, i) => i + 1),
      );
    }
  });

  it("refuses parts that do not make a whole message", () => {
    const first = encodeSms("a".repeat(200), 1).segments;
    const second = encodeSms("b".repeat(200), 2).segments;
    expect(() => decodeSms(first.slice(0, 1))).toThrow(RangeError);
    expect(() => decodeSms([first[0], second[1]].filter((s): s is SmsPart => s !== undefined))).toThrow(
      RangeError,
    );
  });

  it("takes a one-octet reference only", () => {
    expect(() => encodeSms("a", 256)).toThrow(RangeError);
    expect(() => encodeSms("a", -1)).toThrow(RangeError);
    expect(() => encodeSms("a", 1.5)).toThrow(RangeError);
  });
});

describe("through the smpp library's PDU coder", () => {
  it("writes submit_sm PDUs the library reads back as UDH plus text", () => {
    for (const [text, dataCoding] of [
      [`${"Paquete retenido. ".repeat(10)}€`, DATA_CODING.gsm7],
      ["Paczka czeka na odbiór w punkcie. Dopłata 1,99 zł, płatność do jutra. ".repeat(2), DATA_CODING.ucs2],
    ] as const) {
      const encoded = encodeSms(text, 42);
      expect(encoded.segments.length).toBeGreaterThan(1);
      const received = encoded.segments.map((segment) => {
        const pdu = new smpp.PDU("submit_sm", {
          destination_addr: "34600000000",
          esm_class: segment.esmClass,
          data_coding: segment.dataCoding,
          short_message: segment.shortMessage,
        });
        const parsed = new smpp.PDU(pdu.toBuffer());
        expect(parsed.esm_class & ESM_CLASS_UDHI).toBe(ESM_CLASS_UDHI);
        expect(parsed.data_coding).toBe(dataCoding);
        const message = parsed.short_message;
        if (Buffer.isBuffer(message)) throw new Error("the library did not decode short_message");
        expect(message.udh?.map(hex)).toEqual([hex(segment.shortMessage.subarray(1, 6))]);
        return message.message;
      });
      expect(received.join("")).toBe(text);
    }
  });
});
