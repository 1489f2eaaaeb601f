import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ControllerView } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

/**
 * PUT /controller/view: saves the controller's default dashboard view (spec §6: only a controller can).
 * The hook is here for the dashboard's "make this my default view" control, which the dashboard issue builds.
 */
export function useSaveDefaultView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (view: ControllerView) =>
      api<{ view: ControllerView; saved: boolean }>("/controller/view", { method: "PUT", body: { view } }),
    onSuccess: (saved) => client.setQueryData(controllerKeys.view(), saved),
  });
}
