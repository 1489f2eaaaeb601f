import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../lib/deps";
import { ScimAuth } from "./auth";
import { listResourceTypes, listSchemas, resourceType, schemaById, serviceProviderConfig } from "./discovery";
import { ScimError, scimErrorBody, sendScim, toScimError } from "./errors";
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from "./groups";
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  patchUser,
  replaceUser,
  type ScimContext,
} from "./users";

/*
 * SCIM 2.0 (RFC 7643, RFC 7644) at <PUBLIC_URL>/scim/v2, outside /api/v1 because identity providers are given a
 * SCIM base URL and append the resource names. Each request is authenticated by a company's SCIM token and sees
 * that company's people and groups only. Bodies are application/scim+json or application/json; answers are
 * application/scim+json, and errors SCIM's error object (never the product's envelope). docs/identity.md "SCIM".
 */

export interface ScimRouteOptions extends AppDeps {
  /** Tests only: requests per minute per token. */
  scimPerMinute?: number;
}

/** Every route's schema: kept out of the OpenAPI description of /api/v1 (the fuzz harness has its own for SCIM). */
const hidden = { schema: { hide: true } };

type IdParams = { Params: { id: string } };
type Query = Record<string, unknown>;

export const scimRoutes: FastifyPluginAsync<ScimRouteOptions> = async (app, deps) => {
  const auth = new ScimAuth(deps.db, app.log, deps.scimPerMinute);
  const baseUrl = `${deps.config.publicUrl.replace(/\/+$/, "")}/scim/v2`;

  // Only JSON bodies, under either media type, parsed with Fastify's own parser (prototype poisoning refused).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ["application/json", "application/scim+json"],
    { parseAs: "string" },
    app.getDefaultJsonParser("error", "error"),
  );

  app.addHook("onRequest", async (request) => {
    request.scim = await auth.authenticate(request);
  });

  app.setErrorHandler((error, request, reply) => {
    const scim = toScimError(error);
    if (scim.status >= 500) request.log.error({ err: error }, "scim: request failed");
    return sendScim(reply, scim.status, scimErrorBody(scim));
  });
  // Unknown SCIM paths: authenticated like every other (an unknown path tells a stranger nothing), then 404.
  app.all("/*", hidden, async () => {
    throw new ScimError(404, "No such SCIM endpoint");
  });

  const context = (request: FastifyRequest): ScimContext => {
    if (!request.scim) throw new ScimError(401, "A bearer token is required");
    return { deps, caller: request.scim, baseUrl };
  };
  const created = (reply: FastifyReply, resource: Record<string, unknown>) => {
    const location = (resource.meta as { location?: string } | undefined)?.location;
    if (location) reply.header("location", location);
    return sendScim(reply, 201, resource);
  };

  // ---------------------------------------------------------------- discovery
  app.get("/ServiceProviderConfig", hidden, async (_request, reply) =>
    sendScim(reply, 200, serviceProviderConfig(baseUrl)),
  );
  app.get("/ResourceTypes", hidden, async (_request, reply) =>
    sendScim(reply, 200, listResourceTypes(baseUrl)),
  );
  app.get<IdParams>("/ResourceTypes/:id", hidden, async (request, reply) =>
    sendScim(reply, 200, resourceType(baseUrl, request.params.id)),
  );
  app.get("/Schemas", hidden, async (_request, reply) => sendScim(reply, 200, listSchemas(baseUrl)));
  app.get<IdParams>("/Schemas/:id", hidden, async (request, reply) =>
    sendScim(reply, 200, schemaById(baseUrl, request.params.id)),
  );

  // ---------------------------------------------------------------- users
  app.get<{ Querystring: Query }>("/Users", hidden, async (request, reply) =>
    sendScim(reply, 200, await listUsers(context(request), request.query)),
  );
  app.post("/Users", hidden, async (request, reply) =>
    created(reply, await createUser(context(request), request.body)),
  );
  app.get<IdParams>("/Users/:id", hidden, async (request, reply) =>
    sendScim(reply, 200, await getUser(context(request), request.params.id)),
  );
  app.put<IdParams>("/Users/:id", hidden, async (request, reply) =>
    sendScim(reply, 200, await replaceUser(context(request), request.params.id, request.body)),
  );
  app.patch<IdParams>("/Users/:id", hidden, async (request, reply) =>
    sendScim(reply, 200, await patchUser(context(request), request.params.id, request.body)),
  );
  app.delete<IdParams>("/Users/:id", hidden, async (request, reply) => {
    await deleteUser(context(request), request.params.id);
    return reply.status(204).header("cache-control", "no-store").send();
  });

  // ---------------------------------------------------------------- groups
  app.get<{ Querystring: Query }>("/Groups", hidden, async (request, reply) =>
    sendScim(reply, 200, await listGroups(context(request), request.query)),
  );
  app.post("/Groups", hidden, async (request, reply) =>
    created(reply, await createGroup(context(request), request.body)),
  );
  app.get<IdParams & { Querystring: Query }>("/Groups/:id", hidden, async (request, reply) =>
    sendScim(reply, 200, await getGroup(context(request), request.params.id, request.query)),
  );
  app.put<IdParams>("/Groups/:id", hidden, async (request, reply) =>
    sendScim(reply, 200, await replaceGroup(context(request), request.params.id, request.body)),
  );
  app.patch<IdParams>("/Groups/:id", hidden, async (request, reply) =>
    sendScim(reply, 200, await patchGroup(context(request), request.params.id, request.body)),
  );
  app.delete<IdParams>("/Groups/:id", hidden, async (request, reply) => {
    await deleteGroup(context(request), request.params.id);
    return reply.status(204).header("cache-control", "no-store").send();
  });
};
