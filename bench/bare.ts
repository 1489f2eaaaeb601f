import Fastify from "fastify";

/**
 * The reference: a bare Fastify route in the same process, on the same machine, answering the same envelope.
 * The product's figures are read as a ratio to this one, so the machine's speed cancels out.
 */
export async function startBareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get("/bare", async () => ({ records: { ok: true } }));
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return { url: `${address}/bare`, close: () => app.close() };
}
