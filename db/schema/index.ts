export * from "./auth";
export * from "./partners";
export * from "./community";
export * from "./admin";
export * from "./events";
export * from "./directory";
export * from "./email";
export * from "./search";
