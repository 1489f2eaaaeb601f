import { z } from "zod";
import { LOCALES, PROFILES, SERVICES } from "./constants";
import { text } from "./text";

const ZLogin = text().trim().min(1).max(254);
const ZBit = z.union([z.literal(0), z.literal(1)]);

/**
 * POST /auth/login. Without `password` it is the username step and answers ZLoginRedirect;
 * with `password` (base64 of the UTF-8 password) it signs in and answers ZLoginResult.
 */
export const ZLoginRequest = z.object({
  login: ZLogin,
  password: text().max(1024).optional(),
  locale: z.enum(LOCALES).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginRedirect = z.object({ redirect: z.boolean(), url: z.string().nullable() });
export type TLoginRedirect = z.infer<typeof ZLoginRedirect>;

export const ZRelationship = z.object({
  stakeholderCompanyId: z.number().int(),
  profile: z.enum(PROFILES),
});

/** Login result of spec §3. `termsOfUse`/`privacyPolicy` are 1 when the current version is accepted. */
export const ZLoginResult = z.object({
  token: z.string(),
  stakeholderUserId: z.number().int(),
  stakeholderCompanyId: z.number().int(),
  termsOfUse: ZBit,
  privacyPolicy: ZBit,
  locale: z.enum(LOCALES),
  languages: z.array(z.enum(LOCALES)),
  services: z.array(z.enum(SERVICES)),
  profiles: z.array(z.enum(PROFILES)),
  /** Companies the user controls (CONTROLLER profile); the client keeps them as managed-company choices. */
  controllerCompanyIds: z.array(z.number().int()),
  federated: z.boolean(),
  stakeholderRelationShip: z.array(ZRelationship),
  redirect: z.literal(false),
  url: z.string().nullable(),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** GET /auth/info: the current session. */
export const ZSessionInfo = z.object({
  stakeholderUserId: z.number().int(),
  stakeholderCompanyId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  login: z.string(),
  locale: z.enum(LOCALES),
  languages: z.array(z.enum(LOCALES)),
  services: z.array(z.enum(SERVICES)),
  profiles: z.array(z.enum(PROFILES)),
  controllerCompanyIds: z.array(z.number().int()),
  termsOfUse: ZBit,
  privacyPolicy: ZBit,
  federated: z.boolean(),
  expiresAt: z.string(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

/** POST /auth/aceptconditions */
export const ZAcceptConditions = z.object({ termsOfUse: ZBit, privacyPolicy: ZBit });

/** POST /auth/language */
export const ZLanguageRequest = z.object({ locale: text().max(16) });

/** POST /auth/forgotpassword: `login` may be the username or the e-mail address. */
export const ZForgotPasswordRequest = z.object({ login: ZLogin });

/** POST /auth/checktoken */
export const ZCheckTokenRequest = z.object({ token: text().min(1).max(256) });
export const ZCheckTokenResult = z.object({ valid: z.boolean(), expired: z.boolean() });

/** POST /auth/resetpassword/{mode} */
export const RESET_MODES = ["token", "change", "expired"] as const;
export const ZResetMode = z.enum(RESET_MODES);
const ZPlainPassword = text().min(1).max(256);
export const ZResetPasswordRequest = z.object({
  /** mode "token": the token from the e-mailed link. */
  token: text().min(1).max(256).optional(),
  /** mode "expired": whose password expired. */
  login: ZLogin.optional(),
  /** modes "change" and "expired". */
  currentPassword: ZPlainPassword.optional(),
  password: ZPlainPassword,
  repeatPassword: ZPlainPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** GET /auth/federation?host=: start-up check whether this host signs in through single sign-on. */
export const ZFederationQuery = z.object({ host: text().min(1).max(253) });
export const ZFederationResult = z.object({ federated: z.boolean(), url: z.string().nullable() });

/** GET /version: the running build, polled by the client to offer a refresh. */
export const ZVersion = z.object({ version: z.string() });
