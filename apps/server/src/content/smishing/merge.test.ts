import { MAX_LENGTHS } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { measureSms } from "../../features/campaigns/sms/encoding";
import { SMISHING_TEMPLATES } from "./index";
import {
  clipForSms,
  renderSmsMessage,
  SMS_LINK_MAX_LENGTH,
  SMS_MAX_PARTS,
  SMS_MERGE_MAX,
  smsMergeValues,
  WORST_CASE_MERGE_VALUES,
} from "./merge";

/* The bounded merge values of an SMS (docs/smishing.md "Templates"). */

describe("clipForSms", () => {
  it("keeps a value that fits, with its whitespace tidied", () => {
    expect(clipForSms("  Ana  María ", 12)).toBe("Ana María");
    expect(clipForSms("Łukasz", 12)).toBe("Łukasz");
  });

  it("keeps whole words while they fit", () => {
    expect(clipForSms("Francisco Javier", 12)).toBe("Francisco");
    expect(clipForSms("Industrias Cárnicas Navarras S.A.", 16)).toBe("Industrias");
    expect(clipForSms("Talleres Gorostiza, S.L.", 20)).toBe("Talleres Gorostiza");
  });

  it("cuts a single long word, never inside a surrogate pair", () => {
    expect(clipForSms("Wolfeschlegelsteinhausen", 12)).toBe("Wolfeschlege");
    expect(clipForSms("😀".repeat(10), 5)).toBe("😀😀");
  });
});

describe("the values merged into a text", () => {
  it("are bounded whatever the person's record holds", () => {
    const longest = {
      firstName: "Ż".repeat(MAX_LENGTHS.name.max),
      company: "Ż".repeat(MAX_LENGTHS.companyName.max),
    };
    const values = smsMergeValues(longest, "https://x.test/s/AAAAAAAAAAAAAAAA");
    expect(values.firstName).toHaveLength(SMS_MERGE_MAX.firstName);
    expect(values.company).toHaveLength(SMS_MERGE_MAX.company);
  });

  it("keep every template within two SMS for real people at the limits", () => {
    const person = {
      firstName: `Ł${"ę".repeat(MAX_LENGTHS.name.max - 1)}`,
      company: "€".repeat(MAX_LENGTHS.companyName.max),
    };
    const link = `https://${"p".repeat(26)}.com/s/${"Ab3_".repeat(4)}`;
    expect(link).toHaveLength(SMS_LINK_MAX_LENGTH);
    const values = smsMergeValues(person, link);
    for (const template of SMISHING_TEMPLATES)
      for (const [locale, texts] of Object.entries(template.texts))
        expect(
          measureSms(renderSmsMessage(texts.message, values)).parts,
          `${template.id} ${locale}`,
        ).toBeLessThanOrEqual(SMS_MAX_PARTS);
  });

  it("are filled in without touching the rest of the text", () => {
    const [first] = WORST_CASE_MERGE_VALUES;
    if (!first) throw new Error("no worst case");
    expect(renderSmsMessage("{{firstName}} / {{company}} / {{link}} / {{department}}", first.values)).toBe(
      `${first.values.firstName} / ${first.values.company} / ${first.values.link} / {{department}}`,
    );
  });
});
