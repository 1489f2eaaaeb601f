import { describe, expect, it } from "vitest";
import { formatLogLine } from "./log-text";

const at = new Date(2026, 10, 24, 9, 5, 7).getTime();

describe("the text log", () => {
  it("writes a request as time, method, path, status and milliseconds", () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      msg: "request",
      req: { method: "GET", url: "/api/v1/auth/info" },
      res: { statusCode: 200 },
      responseTime: 3.4,
    });
    expect(formatLogLine(line)).toBe("09:05:07 GET /api/v1/auth/info 200 3 ms\n");
  });

  it("marks a failed request with its level", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      req: { method: "POST", url: "/x" },
      res: { statusCode: 500 },
    });
    expect(formatLogLine(line)).toBe("09:05:07 ERROR POST /x 500\n");
  });

  it("writes other events with their fields and, for errors, the stack", () => {
    const warn = JSON.stringify({ level: 40, time: at, msg: "mail not delivered", outboxId: 7, pid: 1 });
    expect(formatLogLine(warn)).toBe("09:05:07 WARN  mail not delivered outboxId=7\n");
    const error = JSON.stringify({
      level: 50,
      time: at,
      msg: "boom",
      err: { message: "bad", stack: "Error: bad\\n  at x" },
    });
    expect(formatLogLine(error)).toBe("09:05:07 ERROR boom Error: bad\\n  at x\n");
  });

  it("passes a line that is not JSON through", () => {
    expect(formatLogLine("plain")).toBe("plain\n");
  });
});
