import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { records, ZVersion } from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";

/** Paths that answer even in maintenance mode, so monitors and the client's update check keep working. */
export const ALWAYS_OPEN_PATHS = ["/api/v1/health", "/api/v1/version"];

/** The version the web build wrote into dist/version.json, or "dev" when there is no build. */
export function readVersion(webDist: string): string {
  const file = join(webDist, "version.json");
  if (!existsSync(file)) return "dev";
  try {
    const { version } = JSON.parse(readFileSync(file, "utf8")) as { version?: unknown };
    return typeof version === "string" && version ? version : "dev";
  } catch {
    return "dev";
  }
}

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness",
        response: { 200: records(z.object({ status: z.literal("ok") })) },
      },
    },
    async () => ({ records: { status: "ok" as const } }),
  );

  app.get(
    "/version",
    {
      schema: {
        tags: ["system"],
        summary: "The running web build's version",
        response: { 200: records(ZVersion) },
      },
    },
    // Read per request: a redeployed web build changes it without a server restart.
    async () => ({ records: { version: readVersion(config.webDist) } }),
  );
};
