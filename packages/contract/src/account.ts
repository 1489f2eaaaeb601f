import { z } from "zod";
import { LOCALES, PROFILES, SERVICES } from "./constants";

/** The fixed list of 52 avatar images (spec §3); files live in the web app's public/avatars. */
export const AVATARS = Array.from({ length: 52 }, (_, i) => `avatar-${String(i + 1).padStart(2, "0")}.svg`);
export const ZAvatar = z.enum(AVATARS as [string, ...string[]]);

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** GET /stakeholders/my-profile?email=true&avatar=true&login=true */
export const ZMyProfileQuery = z.object({ email: flag, avatar: flag, login: flag });

export const ZMyProfile = z.object({
  stakeholderId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string().optional(),
  avatar: z.string().nullable().optional(),
  login: z.string().optional(),
  locale: z.enum(LOCALES),
  profiles: z.array(z.enum(PROFILES)),
  services: z.array(z.enum(SERVICES)),
  federated: z.boolean(),
  /** ADMIN of the whole platform (not of one company and its children): only they read the e-mail outbox. */
  platformAdmin: z.boolean(),
  company: z.object({ stakeholderId: z.number().int(), name: z.string() }),
  department: z
    .object({
      stakeholderDepartmentId: z.number().int(),
      name: z.string(),
      stakeholderDepartmentParentName: z.string().nullable(),
    })
    .nullable(),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

/** PUT /user/stakeholders/ */
export const ZUpdateMyStakeholder = z.object({ avatar: ZAvatar });

/** GET /stakeholders/companies/theme */
export const ZCompanyTheme = z.object({
  stakeholderId: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
});
export type TCompanyTheme = z.infer<typeof ZCompanyTheme>;
