/** Organisation rules and queries shared by the admin API, the controller API and the imports. */
export * from "./anonymise";
export * from "./credentials";
export * from "./logo";
export * from "./people-list";
export * from "./rules";
export * from "./views";
