import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

/** Query/mutation `meta` flags read by the app's HTTP reactions. */
export interface RequestMeta extends Record<string, unknown> {
  /** The login call: 401 there means "blocked", handled by the form. */
  isLogin?: boolean;
  /** Start-up and polling checks: their failures never move the user. */
  background?: boolean;
  /** A page whose query names things from the address (filters): it answers a 404 itself, in place. */
  handlesNotFound?: boolean;
}

type ErrorHandler = (error: unknown, meta: RequestMeta, kind: "query" | "mutation") => void;
let errorHandler: ErrorHandler = () => {};

/** The app layer registers the HTTP reactions here (spec §4); fetch functions stay free of side effects. */
export function setRequestErrorHandler(handler: ErrorHandler): void {
  errorHandler = handler;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => errorHandler(error, query.meta ?? {}, "query") }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => errorHandler(error, mutation.meta ?? {}, "mutation"),
  }),
  defaultOptions: {
    queries: {
      // A 4xx is an answer, not a glitch: never retry it.
      retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}
