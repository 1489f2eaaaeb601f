// The bare Fastify reference as a process of its own; prints its address, then serves until SIGTERM.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ records: { ok: true } }));
const address = await app.listen({ host: "127.0.0.1", port: 0 });
process.stdout.write(`${address}\n`);
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
