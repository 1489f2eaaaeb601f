import { crc32, createDeflateRaw } from "node:zlib";
import ExcelJS from "exceljs";

/* Real files for the import tests: xlsx written by exceljs, CSV text, and hand-made zip archives. */

export async function xlsxOf(rows: (string | number | null)[][], sheetName = "People"): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Reads every sheet of an xlsx into rows of cell texts. */
export async function readXlsx(bytes: Buffer): Promise<Map<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, string[][]>();
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(values.map((v) => (v === null || v === undefined ? "" : String(v))));
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

export function csvOf(rows: string[][], delimiter = ",", bom = true): Buffer {
  const field = (v: string) =>
    /["\r\n]/.test(v) || v.includes(delimiter) ? `"${v.replaceAll('"', '""')}"` : v;
  const text = rows.map((r) => r.map(field).join(delimiter)).join("\r\n");
  return Buffer.from(`${bom ? "\uFEFF" : ""}${text}\r\n`, "utf8");
}

interface ZipEntry {
  name: string;
  /** Bytes of zeros the entry inflates to (written in 1 MB steps, so the test never holds them). */
  zeros: number;
  /** What the headers claim (default: the truth). */
  declaredSize?: number;
}

async function deflateZeros(size: number): Promise<{ data: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const block = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let left = size; left > 0; left -= block.length) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(chunks), crc };
}

/** A zip archive (deflate, no data descriptors) whose entries inflate to zeros: a zip bomb when large. */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc } = await deflateZeros(entry.zeros);
    const name = Buffer.from(entry.name, "utf8");
    const size = entry.declaredSize ?? entry.zeros;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
