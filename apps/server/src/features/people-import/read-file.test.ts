import { PassThrough } from "node:stream";
import { IMPORT_LIMITS } from "@wellguard/contract";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { isHeaderRow } from "./analyse";
import { readSpreadsheet } from "./read-file";

/*
 * The xlsx reader on its own (the API suite, people-import.test.ts, uploads files through the routes): it parses
 * in a worker thread with a bounded heap, so these check what crosses back and what a worker that runs out of
 * memory does.
 */

/** A workbook written by exceljs's streaming writer: shared strings as Excel writes them, or inline strings. */
async function streamedXlsx(rows: Iterable<string[]>, sharedStrings: boolean): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => out.on("end", resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: sharedStrings,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet("People");
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

function* people(count: number): Generator<string[]> {
  yield ["Name", "Email"];
  for (let i = 0; i < count; i++) yield [`Person ${i % 100}`, `person.${i}@example.com`];
}

describe("reading an xlsx in a worker thread", () => {
  it("reads the first sheet with headers: other sheets and empty rows skipped, row numbers kept, cells cleaned", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Help").addRows([["How to fill in this file"], ["Name: the first name"]]);
    workbook
      .addWorksheet("People")
      .addRows([
        [],
        ["Name", " Email ", "Phone", ""],
        ["Ana", "ana@example.com", 34600111222, "   "],
        [],
        ["  Bo  ", { richText: [{ text: "bo@" }, { text: "example.com" }] }, "'=1+1"],
        [null, "", "  "],
        ["Cy", "cy@example.com", { formula: "1+1", result: 2 }, "", "tail"],
      ]);
    workbook.addWorksheet("Other").addRows([
      ["Name", "Email"],
      ["Not", "read"],
    ]);
    const data = await readSpreadsheet(Buffer.from(await workbook.xlsx.writeBuffer()), isHeaderRow);
    expect(data).toEqual({
      format: "xlsx",
      headers: ["Name", "Email", "Phone"],
      rows: [
        { row: 3, cells: ["Ana", "ana@example.com", "34600111222", null] },
        { row: 5, cells: ["Bo", "bo@example.com", "=1+1"] },
        { row: 7, cells: ["Cy", "cy@example.com", "2", null, "tail"] },
      ],
    });
  });

  it("reads shared and inline strings alike, and refuses more than the row limit with file.rows", async () => {
    for (const shared of [true, false]) {
      const data = await readSpreadsheet(await streamedXlsx(people(3_000), shared), isHeaderRow);
      expect(data.rows).toHaveLength(3_000);
      expect(data.rows[2_999]).toEqual({ row: 3_001, cells: ["Person 99", "person.2999@example.com"] });
    }
    const tooMany = await streamedXlsx(people(IMPORT_LIMITS.maxRows + 1), true);
    await expect(readSpreadsheet(tooMany, isHeaderRow)).rejects.toMatchObject({
      code: "ND1014",
      field: "file.rows",
    });
  });

  it("refuses a file whose parse runs out of the worker's heap with ND1014 file.unreadable; the next file is read", async () => {
    const small = await streamedXlsx(people(10), true);
    // 8 MB: the worker runs out of memory while it loads exceljs.
    await expect(
      readSpreadsheet(small, isHeaderRow, { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 }),
    ).rejects.toMatchObject({ code: "ND1014", field: "file.unreadable" });
    // 32 MB: it loads, then meets one row of 64 texts of 1 MB (inline strings, so all in the row at once).
    const bigRow = await streamedXlsx(
      [["Name", "Email"], Array.from({ length: 64 }, (_, i) => `${i}`.padEnd(1_000_000, "x"))],
      false,
    );
    await expect(
      readSpreadsheet(bigRow, isHeaderRow, { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 }),
    ).rejects.toMatchObject({ code: "ND1014", field: "file.unreadable" });
    // This process is unharmed: the same small file with the default heap.
    const data = await readSpreadsheet(small, isHeaderRow);
    expect(data.rows).toHaveLength(10);
  });
});
