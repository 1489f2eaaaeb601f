import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TTag } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

const base = (companyId: number) => `/controller/stakeholders/tags/${companyId}`;

/** GET /controller/stakeholders/tags/{companyId}: the tags of a managed company, by name. */
export function listTags(companyId: number): Promise<TTag[]> {
  return api<TTag[]>(base(companyId));
}

export function useTags(companyId: number) {
  return useQuery({ queryKey: controllerKeys.tags(companyId), queryFn: () => listTags(companyId) });
}

/** Tag changes also change the people lists filtered by tag and the counts: refresh both. */
function useTagMutation<V, R>(companyId: number, call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: controllerKeys.tags(companyId) });
      await client.invalidateQueries({ queryKey: ["controller", "people"] });
      await client.invalidateQueries({ queryKey: ["controller", "person-tags"] });
    },
  });
}

export function useCreateTag(companyId: number) {
  return useTagMutation(companyId, (input: { name: string; personIds?: number[] }) =>
    api<TTag>(base(companyId), {
      method: "POST",
      body: { name: input.name, personIds: input.personIds ?? [] },
    }),
  );
}

export function useRenameTag(companyId: number) {
  return useTagMutation(companyId, (input: { tagId: number; name: string }) =>
    api<TTag>(`${base(companyId)}/${input.tagId}`, { method: "PUT", body: { name: input.name } }),
  );
}

export function useDeleteTag(companyId: number) {
  return useTagMutation(companyId, (tagId: number) =>
    api<{ result: "OK" }>(`${base(companyId)}/${tagId}`, { method: "DELETE" }),
  );
}

/** PUT .../tags/{companyId}/{tagId}/people {add, remove}. */
export function useChangeTagMembers(companyId: number) {
  return useTagMutation(companyId, (input: { tagId: number; add?: number[]; remove?: number[] }) =>
    api<TTag>(`${base(companyId)}/${input.tagId}/people`, {
      method: "PUT",
      body: { add: input.add ?? [], remove: input.remove ?? [] },
    }),
  );
}
