import { useMutation } from "@tanstack/react-query";
import type { ZOk } from "@wellguard/contract";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export function forgotPassword(login: string): Promise<z.infer<typeof ZOk>> {
  return api("/auth/forgotpassword", { method: "POST", body: { login } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
