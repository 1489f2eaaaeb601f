import { useMutation } from "@tanstack/react-query";
import type { TResetPasswordRequest, ZOk } from "@wellguard/contract";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type ResetMode = "token" | "change" | "expired";

export function resetPassword(input: {
  mode: ResetMode;
  body: TResetPasswordRequest;
}): Promise<z.infer<typeof ZOk>> {
  return api(`/auth/resetpassword/${input.mode}`, { method: "POST", body: input.body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
