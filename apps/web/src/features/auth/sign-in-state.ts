/** Auth statuses of spec §4, exactly. */
export type AuthStatus =
  | "idle"
  | "loading"
  | "success"
  | "error"
  | "blocked"
  | "empty"
  | "remember_sent"
  | "invalid_email"
  | "conditions";

export type SignInStep = "username" | "password" | "conditions" | "forgot" | "expired";

export interface SignInState {
  step: SignInStep;
  status: AuthStatus;
  /** The applicationCode of the last failed call (spec §4). */
  code: string | null;
}

export type SignInEvent =
  | { type: "start" }
  | { type: "empty" }
  | { type: "usernameAccepted" }
  | { type: "signedIn" }
  | { type: "conditionsNeeded" }
  | { type: "failed"; status: number; code: string | null }
  | { type: "invalidEmail" }
  | { type: "reminderSent" }
  | { type: "goTo"; step: SignInStep };

export const initialSignInState: SignInState = { step: "username", status: "idle", code: null };

/** The sign-in flow (username → password → conditions; forgot password; expired password). */
export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case "start":
      return { ...state, status: "loading", code: null };
    case "empty":
      return { ...state, status: "empty", code: null };
    case "usernameAccepted":
      return { step: "password", status: "idle", code: null };
    case "signedIn":
      return { ...state, status: "success", code: null };
    case "conditionsNeeded":
      return { step: "conditions", status: "conditions", code: null };
    case "failed":
      if (event.status === 401) return { ...state, status: "blocked", code: event.code };
      // An expired password must be replaced before entering (spec §4 "Password states").
      if (event.code === "NF1007") return { step: "expired", status: "error", code: event.code };
      // ND1041 is the server's "invalid e-mail" answer to forgot-password.
      if (event.code === "ND1041") return { ...state, status: "invalid_email", code: event.code };
      return { ...state, status: "error", code: event.code };
    case "invalidEmail":
      return { ...state, status: "invalid_email", code: null };
    case "reminderSent":
      return { ...state, status: "remember_sent", code: null };
    case "goTo":
      return { step: event.step, status: "idle", code: null };
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot password accepts a username or an e-mail; anything with "@" must be a valid e-mail. */
export function isPlausibleLogin(value: string): boolean {
  return !value.includes("@") || EMAIL.test(value);
}

/** The password travels base64-encoded from its UTF-8 bytes (spec §4). */
export function encodePassword(password: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
