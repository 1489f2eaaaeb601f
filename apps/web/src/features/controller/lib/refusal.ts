import { apiFieldCodes } from "@/features/organisation/lib/form-errors";

/** The one code to show for a refused call that is not a form (a delete, a member change): the first one. */
export function refusalCode(error: unknown): string {
  const codes = apiFieldCodes(error);
  return codes._ ?? Object.values(codes)[0] ?? "ER6666";
}
