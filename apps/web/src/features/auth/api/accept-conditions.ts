import { useMutation } from "@tanstack/react-query";
import type { ZOk } from "@wellguard/contract";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export function acceptConditions(): Promise<z.infer<typeof ZOk>> {
  return api("/auth/aceptconditions", { method: "POST", body: { termsOfUse: 1, privacyPolicy: 1 } });
}

export function useAcceptConditions() {
  return useMutation({ mutationFn: acceptConditions });
}
