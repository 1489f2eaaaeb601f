import { useMutation } from "@tanstack/react-query";
import type { Locale, TLoginRedirect, TLoginResult } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { encodePassword } from "../sign-in-state";

/** Username step: `{redirect, url}` tells whether this user signs in elsewhere (single sign-on). */
export function checkUsername(login: string): Promise<TLoginRedirect> {
  return api<TLoginRedirect>("/auth/login", { method: "POST", body: { login } });
}

export function login(input: { login: string; password: string; locale: Locale }): Promise<TLoginResult> {
  return api<TLoginResult>("/auth/login", {
    method: "POST",
    body: { login: input.login, password: encodePassword(input.password), locale: input.locale },
  });
}

export function useCheckUsername() {
  return useMutation({ mutationFn: checkUsername, meta: { isLogin: true } });
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { isLogin: true } });
}
