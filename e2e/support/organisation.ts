import { crc32, deflateSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";

/** A real PNG image (2x2 red pixels) built here, as a company logo file. */
export function pngFile(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]); // filter byte + two red pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat([row, row]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Picks an option of a Mantine Select (a combobox) inside `scope` by the option's text. */
export async function choose(scope: Page | Locator, label: RegExp | string, option: string): Promise<void> {
  const input = scope.getByRole("textbox", { name: label }).or(scope.getByRole("combobox", { name: label }));
  await input.first().click();
  await scope.getByRole("option", { name: option, exact: true }).click();
}
