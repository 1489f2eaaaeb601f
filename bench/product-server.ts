// The product as a process of its own (see product.ts); prints its address, then serves until SIGTERM.
import { type BenchTarget, startBenchProduct } from "./product";

const target = JSON.parse(process.argv[2] ?? '{"kind":"embedded"}') as BenchTarget;
const product = await startBenchProduct(target);
process.stdout.write(`${product.baseUrl}\n`);
process.on("SIGTERM", () => {
  void product.stop().finally(() => process.exit(0));
});
