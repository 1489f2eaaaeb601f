import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { myProfileQueryOptions } from "./get-my-profile";

export function updateAvatar(avatar: string): Promise<unknown> {
  return api("/user/stakeholders/", { method: "PUT", body: { avatar } });
}

export function useUpdateAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: () => client.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
  });
}
