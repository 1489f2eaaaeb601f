import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { sendNotFound } from "../../lib/errors";

/** apps/server/content-assets: the library's media files (docs/assets.md). */
export const MEDIA_ROOT = fileURLToPath(new URL("../../../content-assets/", import.meta.url));

/** What may be served, by extension; anything else in the folder (a README, a script) answers 404. */
const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".vtt": "text/vtt; charset=utf-8",
};

/**
 * The library media at /assets-content/: public files, no session (an <img> or <video> cannot send the bearer
 * token; the files hold nothing personal). Served with their content type, nosniff (the app's security headers),
 * a sandboxing CSP for SVG, and a day of caching with revalidation (the names are not content-hashed).
 */
export const assetMediaRoutes: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  // The folder itself is no page (without this, the web app's history fallback would answer it).
  app.get("/", { schema: { hide: true } }, (_request, reply) => sendNotFound(reply));
  app.addHook("onRequest", async (request, reply) => {
    const path = (request.url.split("?")[0] ?? "").toLowerCase();
    const ext = path.slice(path.lastIndexOf("."));
    if (!Object.hasOwn(TYPES, ext) || path.includes("..")) return sendNotFound(reply);
  });
  await app.register(fastifyStatic, {
    root: MEDIA_ROOT,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const ext = filePath.slice(filePath.lastIndexOf(".")).toLowerCase();
      const type = TYPES[ext];
      if (type) res.setHeader("content-type", type);
      res.setHeader("cache-control", "public, max-age=86400, must-revalidate");
      res.setHeader("x-content-type-options", "nosniff");
      // An SVG opened on its own runs no script and loads nothing.
      if (ext === ".svg")
        res.setHeader("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
};
