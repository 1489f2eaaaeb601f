import type { TBreach, TBreachStakeholder, TUserBreaches } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { exposureCards, levelColour, meaningKeys, stepKeys } from "./exposures";

function breach(breachId: number, extra: Partial<TBreach> = {}): TBreach {
  return {
    breachId,
    name: `B${breachId}`,
    title: `Breach ${breachId}`,
    breachDate: "2024-01-01",
    domain: null,
    dataClasses: ["Email addresses"],
    description: "",
    verified: true,
    source: "demo",
    ...extra,
  };
}

function stakeholder(extra: Partial<TBreachStakeholder> = {}): TBreachStakeholder {
  return {
    stakeholderId: 1,
    email: "ana@example.com",
    firstSeen: "2026-01-01T00:00:00.000Z",
    passwordExposed: false,
    status: { password: false, solved: false, passwordAt: null, solvedAt: null },
    ...extra,
  };
}

const data = (breaches: TUserBreaches["breaches"]) => ({ breaches });

describe("exposureCards", () => {
  it("puts the newest found first, then the newest breach date", () => {
    const cards = exposureCards(
      data([
        { breach: breach(1, { breachDate: "2020-05-01" }), stakeholders: [stakeholder()] },
        { breach: breach(2), stakeholders: [stakeholder({ firstSeen: "2026-03-01T00:00:00.000Z" })] },
        { breach: breach(3, { breachDate: "2023-01-01" }), stakeholders: [stakeholder()] },
        { breach: breach(4, { breachDate: null }), stakeholders: [stakeholder()] },
      ]),
    );
    expect(cards.map((c) => c.breach.breachId)).toEqual([2, 3, 1, 4]);
  });

  it("drops breaches without an exposure of the person", () => {
    expect(exposureCards(data([{ breach: breach(1), stakeholders: [] }]))).toEqual([]);
  });

  it("joins several addresses: any leaked password counts, a flag is done only on every address", () => {
    const [card] = exposureCards(
      data([
        {
          breach: breach(1),
          stakeholders: [
            stakeholder({
              passwordExposed: true,
              firstSeen: "2026-02-01T00:00:00.000Z",
              status: {
                password: true,
                solved: true,
                passwordAt: "2026-02-02T00:00:00.000Z",
                solvedAt: null,
              },
            }),
            stakeholder({
              email: "ana@other.example.com",
              status: {
                password: true,
                solved: false,
                passwordAt: "2026-02-03T00:00:00.000Z",
                solvedAt: null,
              },
            }),
          ],
        },
      ]),
    );
    expect(card).toMatchObject({
      emails: ["ana@example.com", "ana@other.example.com"],
      firstSeen: "2026-01-01T00:00:00.000Z",
      passwordExposed: true,
      passwordChanged: true,
      passwordChangedAt: "2026-02-03T00:00:00.000Z",
      solved: false,
      solvedAt: null,
    });
  });

  it("keeps a flag set even when its date is missing", () => {
    const [card] = exposureCards(
      data([
        {
          breach: breach(1),
          stakeholders: [
            stakeholder({ status: { password: false, solved: true, passwordAt: null, solvedAt: null } }),
          ],
        },
      ]),
    );
    expect(card).toMatchObject({ solved: true, solvedAt: null, passwordChanged: false });
  });
});

describe("levelColour", () => {
  it("maps §9 levels 0-3 to success, info, warning, danger", () => {
    expect([0, 1, 2, 3].map(levelColour)).toEqual(["success", "info", "warning", "danger"]);
  });
  it("clamps levels out of range", () => {
    expect(levelColour(-1)).toBe("success");
    expect(levelColour(7)).toBe("danger");
  });
});

describe("advice", () => {
  it("gives password steps only when a password leaked", () => {
    expect(stepKeys({ passwordExposed: true, dataClasses: ["Passwords"] })).toEqual([
      "passwordHere",
      "passwordReused",
      "mfa",
      "phishing",
    ]);
    expect(stepKeys({ passwordExposed: false, dataClasses: ["Email addresses"] })).toEqual([
      "mfa",
      "phishing",
    ]);
  });
  it("adds the bank step for card or bank data", () => {
    expect(stepKeys({ passwordExposed: false, dataClasses: ["credit cards"] })).toContain("bank");
  });
  it("explains what the leaked classes mean, the password first", () => {
    expect(
      meaningKeys({
        passwordExposed: true,
        dataClasses: ["Passwords", "Auth tokens", "Bank account numbers", "Dates of birth", "Phone numbers"],
      }),
    ).toEqual(["password", "access", "financial", "identity", "contact"]);
    expect(meaningKeys({ passwordExposed: false, dataClasses: ["Spoken languages"] })).toEqual([
      "noPassword",
    ]);
  });
});
