export * from "./account";
export * from "./auth";
export * from "./constants";
export * from "./envelope";
export * from "./errors";
export * from "./organisation";
export * from "./outbox";
export * from "./password";
