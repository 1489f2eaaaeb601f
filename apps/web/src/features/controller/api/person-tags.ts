import { useQuery } from "@tanstack/react-query";
import type { TPerson, TTag } from "@wellguard/contract";
import { controllerKeys } from "./keys";
import { listPeople } from "./people";

/**
 * The tags a person belongs to. The API has no "tags of a person" call, so each tag's member list is searched
 * for the person's login (unique on the platform) - one small request per tag of the company.
 */
export function usePersonTags(companyId: number, person: TPerson | undefined, tags: TTag[] | undefined) {
  return useQuery({
    queryKey: [...controllerKeys.personTags(person?.stakeholderId ?? 0), tags?.map((tag) => tag.id)],
    enabled: person !== undefined && tags !== undefined,
    queryFn: async () => {
      if (!person || !tags) return new Set<number>();
      const found = await Promise.all(
        tags
          .filter((tag) => tag.peopleCount > 0)
          .map(async (tag) => {
            const page = await listPeople({
              of: { type: "companies", id: companyId },
              tagId: tag.id,
              search: person.login,
              page: 1,
              pageSize: 100,
            });
            return page.records.some((p) => p.stakeholderId === person.stakeholderId) ? tag.id : null;
          }),
      );
      return new Set(found.filter((id): id is number => id !== null));
    },
  });
}
