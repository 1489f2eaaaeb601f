import type { TCampaignDraft } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { draftInputOf, formValuesOf } from "./draft-form";

const draft: TCampaignDraft = {
  draftId: 7,
  status: "draft",
  name: "Winter lure",
  campaignKind: "phishing",
  domain: 3,
  campaignTypeId: 2,
  templateId: 11,
  timeZone: "Europe/Madrid",
  // 09:00 in Madrid (UTC+1 in December); the last sending day saved as its last minute there.
  startDate: "2026-12-01 08:00:00",
  sendByDate: "2026-12-02 22:59:00",
  endDate: "2026-12-16 17:00:00",
  workingHours: false,
  stakeholders: { type: "TAGS", ids: [4, 9] },
  createdAt: "2026-11-26T10:00:00.000Z",
  updatedAt: "2026-11-26T10:00:00.000Z",
};

describe("the campaign form as a draft", () => {
  it("shows a draft's dates as the wall clock of its zone", () => {
    const values = formValuesOf(draft);
    expect(values).toMatchObject({
      name: "Winter lure",
      domain: "3",
      zone: "Europe/Madrid",
      start: "2026-12-01T09:00",
      sendBy: "2026-12-02",
      end: "2026-12-16T18:00",
      workingHours: false,
      targetType: "TAGS",
    });
    expect([...values.targetIds]).toEqual([4, 9]);
  });

  it("saves what it shows: a draft reopened and saved again is the same draft", () => {
    const { draftId: _id, status: _s, campaignKind: _k, createdAt: _c, updatedAt: _u, ...form } = draft;
    expect(draftInputOf(formValuesOf(draft))).toEqual(form);
  });

  it("starts empty without a draft, and leaves out the dates it cannot read", () => {
    const empty = formValuesOf(undefined);
    expect(empty).toMatchObject({ name: "", templateId: null, zone: "", start: "", workingHours: true });
    expect(draftInputOf({ ...empty, name: "  Only a name  ", start: "2026-12-01T09:00" })).toMatchObject({
      name: "Only a name",
      timeZone: null,
      // No zone: a wall-clock time is no instant yet.
      startDate: null,
      sendByDate: null,
      endDate: null,
      stakeholders: { type: "DEPARTMENTS", ids: [] },
    });
    const zoned = { ...empty, name: "x", zone: "Europe/Madrid" };
    expect(draftInputOf({ ...zoned, start: "2026-12-01", sendBy: "soon" })).toMatchObject({
      startDate: null,
      sendByDate: null,
    });
  });
});
