import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's page, sort, search and filters kept in the address (?page=2&sort=name...), so Back and a shared
 * link return to the same view. Setting anything but the page goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string) => params.get(key) ?? "", [params]);
  const getNumber = useCallback(
    (key: string): number | undefined => {
      const value = Number(params.get(key));
      return Number.isInteger(value) && value > 0 ? value : undefined;
    },
    [params],
  );
  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === "") next.delete(key);
            else next.set(key, String(value));
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { get, getNumber, update, page: getNumber("page") ?? 1 };
}
