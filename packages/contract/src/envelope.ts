import { z } from "zod";

/** Every successful answer is `{ records: ... }` (spec §7: lists are read from `records`). */
export function records<T extends z.ZodType>(schema: T) {
  return z.object({ records: schema });
}

export const ZOk = z.object({ result: z.literal("OK") });
