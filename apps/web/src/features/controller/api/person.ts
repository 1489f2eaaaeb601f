import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TControllerPersonInput, TPerson } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

/** GET /controller/stakeholders/people/{id}: a person of a managed company. */
export function getPerson(personId: number): Promise<TPerson> {
  return api<TPerson>(`/controller/stakeholders/people/${personId}`);
}

export function personQueryOptions(personId: number) {
  return queryOptions({ queryKey: controllerKeys.person(personId), queryFn: () => getPerson(personId) });
}

export function usePerson(personId: number) {
  return useQuery(personQueryOptions(personId));
}

/** PUT /controller/stakeholders/people/{id}: profiles and managed companies are not sent (a controller cannot change them). */
export function updatePerson(personId: number, input: TControllerPersonInput): Promise<TPerson> {
  return api<TPerson>(`/controller/stakeholders/people/${personId}`, { method: "PUT", body: input });
}

export function useUpdatePerson(personId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TControllerPersonInput) => updatePerson(personId, input),
    onSuccess: async (person) => {
      client.setQueryData(controllerKeys.person(personId), person);
      // Names, departments and counts shown in lists may have changed.
      await client.invalidateQueries({ queryKey: ["controller", "people"] });
      await client.invalidateQueries({ queryKey: ["controller", "departments"] });
    },
  });
}
