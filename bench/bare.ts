import { startChildServer } from "./child";

/**
 * The reference: a bare Fastify route on the same machine, answering the same envelope, in its own Node
 * process like the product. The product's figures are read as a ratio to this one, so the machine's speed
 * cancels out.
 */
export async function startBareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await startChildServer("./bare-server.ts");
  return { url: `${server.url}/bare`, close: server.close };
}
