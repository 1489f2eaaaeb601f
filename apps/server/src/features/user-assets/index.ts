import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../lib/deps";
import { userActionRoutes } from "./actions";
import { assetMediaRoutes } from "./media";
import { userAssetRoutes } from "./routes";

/** The library: /api/v1/user/traits/assets*, /api/v1/user/traits/actions and the media at /assets-content/. */
export const userLibraryRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(userAssetRoutes, { prefix: "/api/v1", ...deps });
  await app.register(userActionRoutes, { prefix: "/api/v1", ...deps });
  await app.register(assetMediaRoutes, { prefix: "/assets-content" });
};
